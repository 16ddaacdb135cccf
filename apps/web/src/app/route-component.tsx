import type { ComponentType } from 'react';
import { type Params, useLoaderData, useParams, useSearchParams } from 'react-router';

/**
 * Wraps a page so the route's params, query and loader data reach it as props (spec §2: "parameters are inputs").
 */
export function routeComponent<P extends object>(
  Page: ComponentType<P>,
  toProps: (params: Readonly<Params<string>>, search: URLSearchParams, loaderData: unknown) => P,
): ComponentType {
  function RoutePage() {
    const params = useParams();
    const [search] = useSearchParams();
    const loaderData: unknown = useLoaderData();
    return <Page {...toProps(params, search, loaderData)} />;
  }
  RoutePage.displayName = `Route(${Page.displayName ?? Page.name})`;
  return RoutePage;
}

/** A path parameter the route pattern guarantees; an empty string only if the pattern and the page disagree. */
export function param(params: Readonly<Params<string>>, name: string): string {
  return params[name] ?? '';
}
