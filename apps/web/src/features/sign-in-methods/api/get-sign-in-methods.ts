import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { signInMethodKeys } from './sign-in-method-keys';

// What the profile's email, password and sign-in method sections show, in one request: the
// account's address, its ways in, and which providers this server offers to link.
export const SignInMethodsQuery = graphql(`
  query SignInMethods {
    viewer {
      id
      email
    }
    signInMethods {
      provider
      linkedAt
    }
    authProviders {
      github
      google
    }
  }
`);

export const signInMethodsQueryOptions = queryOptions({
  queryKey: signInMethodKeys.all,
  queryFn: () => request(SignInMethodsQuery),
});

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions);
}
