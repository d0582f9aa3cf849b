import type { ReactNode } from 'react';

export const meta = {
  title: 'Home',
  description:
    'Documentation for next-export-optimize-images, which optimizes Next.js images at build time for static exports.',
};

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="home-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const cube = (
  <Icon>
    <path d="M12 2.75 20.25 7.25v9.5L12 21.25l-8.25-4.5v-9.5L12 2.75Z" />
    <path d="m3.75 7.25 8.25 4.5 8.25-4.5M12 11.75v9.5" />
  </Icon>
);

const checkCircle = (
  <Icon>
    <circle cx="12" cy="12" r="9.25" />
    <path d="m8.25 12.25 2.5 2.5 5-5.5" />
  </Icon>
);

const bolt = (
  <Icon>
    <path d="M13.25 2.75 4.75 13.5H12l-1.25 7.75 8.5-10.75H12l1.25-7.75Z" />
  </Icon>
);

const features: { title: string; icon: ReactNode; text: ReactNode }[] = [
  {
    title: 'Optimized at build time',
    icon: cube,
    text: (
      <>
        A static export usually means giving up <code>next/image</code> or paying for a cloud image loader.
        Resizing every image during the build removes that trade-off.
      </>
    ),
  },
  {
    title: 'The next/image props you know',
    icon: checkCircle,
    text: (
      <>
        Import <code>Image</code> from <code>next-export-optimize-images/image</code> and give it the same props you
        would give <code>next/image</code>. There is no new API to learn.
      </>
    ),
  },
  {
    title: 'Fast, thanks to sharp',
    icon: bolt,
    text: (
      <>
        Images are processed with sharp, the same approach Next.js takes, and one of the fastest image libraries
        for Node.js.
      </>
    ),
  },
  {
    title: 'Built-in cache',
    icon: cube,
    text: (
      <>
        Unchanged images are copied from a cache instead of being encoded again, so repeated builds stay quick.
      </>
    ),
  },
];

export default function Home() {
  return (
    <>
      <section className="home-hero">
        <h1 className="home-title">
          {/* The wordmark is a picture of the name; the name itself is the heading's text. */}
          <img className="home-wordmark" src="/img/wordmark.svg" alt="" width={720} height={200} />
          <span className="sr-only">Next Export Optimize Images</span>
        </h1>
        <p className="home-tagline">Build-time image optimization for Next.js static exports.</p>
        <a className="home-cta" href="/docs/intro">
          Introduction
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m9 5.5 6.5 6.5L9 18.5" />
          </svg>
        </a>
      </section>
      <section className="home-features" aria-labelledby="home-features-title">
        <h2 id="home-features-title" className="home-features-title">
          Turn Next.js into a complete static-site generator
        </h2>
        <div className="home-grid">
          {features.map((feature) => (
            <div className="home-card" key={feature.title}>
              {feature.icon}
              <h3 className="home-card-title">{feature.title}</h3>
              <p className="home-card-text">{feature.text}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
