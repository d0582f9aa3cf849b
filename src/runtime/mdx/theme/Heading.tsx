/** `@theme/Heading`: a heading of the level `as` names, with its id. */
import type { HTMLAttributes } from 'react';

export default function Heading({ as: Tag = 'h2', ...rest }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return <Tag {...rest} />;
}
