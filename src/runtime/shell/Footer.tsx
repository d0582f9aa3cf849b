import { useSite } from '../app/context.tsx';
import { Link } from './Link.tsx';

export function Footer() {
  const { footer } = useSite();
  if (!footer) return null;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="container">
        {footer.links.length > 0 && (
          <div className="footer__links">
            {footer.links.map((column) => (
              <div className="footer__col" key={column.title}>
                <h2 className="footer__title">{column.title}</h2>
                <ul className="footer__items">
                  {column.items.map((item) => (
                    <li key={item.href + item.label}>
                      <Link className="footer__link" href={item.href}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {(footer.logo || footer.copyright) && (
          <div className="footer__bottom">
            {footer.logo &&
              (footer.logo.href ? (
                <Link className="footer__logo" href={footer.logo.href}>
                  <img src={footer.logo.src} alt={footer.logo.alt} width={footer.logo.width ?? 40} height={footer.logo.height ?? 40} />
                </Link>
              ) : (
                <img className="footer__logo" src={footer.logo.src} alt={footer.logo.alt} width={footer.logo.width ?? 40} height={footer.logo.height ?? 40} />
              ))}
            {footer.copyright && <div className="footer__copyright">{footer.copyright}</div>}
          </div>
        )}
      </div>
    </footer>
  );
}
