// The content models of a site's versions, as the stages after the content read them: which version a route is, and how its sidebars are named.
import type { ContentModel } from '../content/model.ts';
import type { RouteData, SidebarItem, SiteData } from '../../runtime/data.ts';

/** One model per version (a site without versions has one; a single model is taken as that). */
export type VersionModels = ContentModel | readonly ContentModel[];

export function modelList(models: VersionModels): readonly ContentModel[] {
  return Array.isArray(models) ? (models as readonly ContentModel[]) : [models as ContentModel];
}

/** The version at the docs' root. */
export function lastModel(models: VersionModels): ContentModel {
  const list = modelList(models);
  return list.find((model) => model.siteVersion.isLast) ?? list[0]!;
}

/**
 * A sidebar's key in the site data: the last version's sidebars keep their ids (a one-version
 * site's data is as it always was), another version's are `<version>/<id>`.
 */
export function sidebarKey(model: Pick<ContentModel, 'siteVersion'>, id: string): string {
  return model.siteVersion.isLast ? id : `${model.siteVersion.name}/${id}`;
}

/** The model a doc or category route was made from: its version's (routes of a versioned site name it). */
export function modelOfRoute(models: VersionModels, route: RouteData): ContentModel {
  const version = 'version' in route ? route.version : undefined;
  const list = modelList(models);
  return (version === undefined ? undefined : list.find((model) => model.siteVersion.name === version)) ?? lastModel(list);
}

/** The list with `next` in the place of `old` (`serve` replaces the model a save changed). */
export function withModel(models: readonly ContentModel[], old: ContentModel, next: ContentModel): ContentModel[] {
  return models.map((model) => (model === old ? next : model));
}

/** The sidebars of the version at the docs' root, in their order (`sidebarKey`): what llms.txt lists. */
export function latestSidebars(site: Pick<SiteData, 'sidebars' | 'versions'>): SidebarItem[][] {
  const others = site.versions.filter((version) => !version.isLast).map((version) => `${version.name}/`);
  return Object.entries(site.sidebars)
    .filter(([key]) => !others.some((prefix) => key.startsWith(prefix)))
    .map(([, items]) => items);
}
