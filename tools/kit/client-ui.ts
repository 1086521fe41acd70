/**
 * The app's UI primitives every tool screen is drawn with (app/components/ui/). A tool folder reaches
 * the app only through the kit (docs/architecture.md, "A tool is one definition").
 */
export { Badge } from "~/components/ui/badge";
export { Button } from "~/components/ui/button";
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
export { cn } from "~/components/ui/cn";
export { Input } from "~/components/ui/input";
export { Label } from "~/components/ui/label";
export { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
export { Skeleton, SkeletonText, ThinkingNote } from "~/components/ui/skeleton";
export { Spinner } from "~/components/ui/spinner";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
export { Textarea } from "~/components/ui/textarea";
export { toast, toastError } from "~/components/ui/toast";
