import { describe, expect, it } from 'vitest';
import { AuthError } from '../auth-error';
import { cognitoEndpoint, createCognitoClient } from '../cognito-client';
import { FakeCognito } from './fake-cognito';

describe('Cognito client', () => {
  it('speaks JSON 1.1 with the operation in x-amz-target', async () => {
    const requests: { url: string; headers: Headers; body: unknown }[] = [];
    const client = createCognitoClient({
      endpoint: 'http://localhost:19229',
      clientId: 'client-1',
      fetch: async (input, init) => {
        requests.push({
          url: String(input),
          headers: new Headers(init?.headers),
          body: JSON.parse(String(init?.body)),
        });
        return new Response('{"UserConfirmed":false,"UserSub":"s"}');
      },
    });
    await client.signUp('asha.rao@example.in', 'correct horse');
    expect(requests[0]?.url).toBe('http://localhost:19229/');
    expect(requests[0]?.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(requests[0]?.headers.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.SignUp');
    expect(requests[0]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'asha.rao@example.in',
      Password: 'correct horse',
      UserAttributes: [{ Name: 'email', Value: 'asha.rao@example.in' }],
    });
  });

  it('uses the regional endpoint unless the config names one', () => {
    expect(cognitoEndpoint({ region: 'ap-south-1', cognito: {} })).toBe(
      'https://cognito-idp.ap-south-1.amazonaws.com/',
    );
    expect(cognitoEndpoint({ region: 'ap-south-1', cognito: { endpoint: 'http://localhost:9229' } })).toBe(
      'http://localhost:9229',
    );
  });

  it("turns the service's error into an AuthError named by __type without its namespace", async () => {
    const cognito = new FakeCognito().script('InitiateAuth', {
      error: 'com.amazonaws.cognito.identity.idp.model#NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const client = createCognitoClient({ endpoint: 'http://cognito', clientId: 'c', fetch: cognito.fetch });
    const failure = await client.signInWithPassword('a@b.in', 'wrong').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthError);
    expect(failure).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
  });

  it("reports a fetch that fails as 'Network error'", async () => {
    const cognito = new FakeCognito().script('ForgotPassword', 'network-down');
    const client = createCognitoClient({ endpoint: 'http://cognito', clientId: 'c', fetch: cognito.fetch });
    await expect(client.forgotPassword('a@b.in')).rejects.toMatchObject({
      name: 'NetworkError',
      message: 'Network error',
      status: 0,
    });
  });

  it('describes an answer that is not Cognito JSON by its status', async () => {
    const client = createCognitoClient({
      endpoint: 'http://cognito',
      clientId: 'c',
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(client.getUser('token')).rejects.toMatchObject({
      name: 'InternalErrorException',
      status: 502,
    });
  });
});
