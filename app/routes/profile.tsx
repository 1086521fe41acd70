import { useRouteLoaderData } from "react-router";
import { AiUsageCard } from "~/components/profile/ai-usage-card";
import { DeleteAccountCard } from "~/components/profile/delete-account-card";
import { SessionsCard } from "~/components/profile/sessions-card";
import { StorageCard } from "~/components/profile/storage-card";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { loader as protectedLoader } from "./protected-layout";
import type { Route } from "./+types/profile";

export { loader } from "./profile.server";

export const meta: Route.MetaFunction = () => [{ title: "Profile — UX Twin" }];

/** The signed-in person's account: e-mail, usage, storage, sessions, deletion. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const data = useRouteLoaderData<typeof protectedLoader>("routes/protected-layout");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-xl font-medium tracking-tight">Profile</h1>
        <p className="mt-1 text-sm text-muted">Your account, today's AI requests, your storage and where you are signed in.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-1">
            <dt className="text-sm text-muted">Email</dt>
            <dd className="break-all text-base font-medium">{data?.user.email}</dd>
          </dl>
        </CardContent>
      </Card>
      <AiUsageCard />
      <StorageCard storage={loaderData.storage} />
      <SessionsCard />
      <DeleteAccountCard />
    </div>
  );
}
