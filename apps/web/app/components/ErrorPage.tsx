import { errorSubtitle } from "../lib/error-info.ts";
import type { ErrorPageConfig } from "../lib/site-data.server.ts";

type Props = {
  status: number;
  message: string;
  config?: ErrorPageConfig | null;
};

/** The public error page (spec §2 "Error page"); plain CSS from styles/error-page.css. */
export function ErrorPage({ status, message, config }: Props) {
  const title = config?.title || (status === 404 ? "Oops!" : "Error");
  const truck = config?.truck_image;
  return (
    <main className="error-page">
      <div className="error-page__inner">
        <p className="error-page__status">{status}</p>
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__subtitle">{errorSubtitle(status, config?.subtitle)}</p>
        <p className="error-page__message">{message}</p>
        {truck?.url ? (
          <img className="error-page__image" src={truck.url} alt={truck.alt || ""} />
        ) : null}
        <a className="error-page__button" href="/">
          Take me home
        </a>
      </div>
    </main>
  );
}

/** The bare 404 for an unknown host (no domain data at all). */
export function PlainNotFound({ message }: { message: string }) {
  return (
    <main className="error-page">
      <div className="error-page__inner">
        <h1 className="error-page__title">404 Not Found</h1>
        <p className="error-page__message">{message}</p>
      </div>
    </main>
  );
}
