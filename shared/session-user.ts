/** What the client and server know about the signed-in person. Never includes secrets. */
export type SessionUser = {
  id: string;
  email: string;
};
