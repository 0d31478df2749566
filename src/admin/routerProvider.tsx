import { useCallback } from 'react';
import {
  reactRouterProvider,
  type RouterLinkProps,
  type RouterNavigateFunction,
  type RouterNavigateProps,
  type RouterProvider,
  type RouterTo,
} from 'react-admin';

const { Link: RouterLink, Navigate: RouterNavigate, useNavigate: useRouterNavigate } = reactRouterProvider;

/** react-admin's address of a resource's creation page: the path ends with `/create`. */
const CREATE_PAGE = /\/create$/;

/**
 * The address react-admin builds for a creation page (`<resource>/create`: its CreateButton, its empty list page,
 * a redirect to `create`) as the app serves it, at the spec's `<resource>/new`; any other address as it is.
 */
export function appAddress(to: RouterTo): RouterTo {
  if (typeof to === 'string') {
    const end = to.search(/[?#]|$/);
    return to.slice(0, end).replace(CREATE_PAGE, '/new') + to.slice(end);
  }
  return to.pathname ? { ...to, pathname: to.pathname.replace(CREATE_PAGE, '/new') } : to;
}

function Link({ to, ...props }: RouterLinkProps) {
  return <RouterLink to={appAddress(to)} {...props} />;
}

function Navigate({ to, ...props }: RouterNavigateProps) {
  return <RouterNavigate to={appAddress(to)} {...props} />;
}

function useNavigate(): RouterNavigateFunction {
  const navigate = useRouterNavigate();
  return useCallback<RouterNavigateFunction>((to, options) => (typeof to === 'number' ? navigate(to) : navigate(appAddress(to), options)), [navigate]);
}

/**
 * react-router, as react-admin uses it, with the creation pages at the spec's addresses: every list's create
 * button, react-admin's default ones included, opens the form the app mounts at `new` (src/resources/index.tsx).
 */
export const routerProvider: RouterProvider = { ...reactRouterProvider, Link, Navigate, useNavigate };
