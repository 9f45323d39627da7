/** An API error as the Kubernetes API server sends it: a `Status` object with a code. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }

  toStatus() {
    return {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: this.message,
      reason: this.reason,
      code: this.code,
    };
  }
}

export const notFound = (resource: string, name: string) =>
  new ApiError(404, 'NotFound', `${resource} "${name}" not found`);
export const badRequest = (message: string) => new ApiError(400, 'BadRequest', message);
export const invalid = (message: string) => new ApiError(422, 'Invalid', message);
export const conflict = (
  resource: string,
  name: string,
  why = 'the object has been modified; please apply your changes to the latest version and try again',
) => new ApiError(409, 'Conflict', `Operation cannot be fulfilled on ${resource} "${name}": ${why}`);
export const forbidden = (user: string, verb: string, resource: string, group: string) =>
  new ApiError(
    403,
    'Forbidden',
    `${resource}${group ? `.${group}` : ''} is forbidden: User "${user}" cannot ${verb} resource "${resource}" in API group "${group}" at the cluster scope`,
  );
