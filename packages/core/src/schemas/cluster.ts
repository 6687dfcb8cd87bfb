import * as z from 'zod/mini';

/** One cluster of servers (key on the wire, display for people). */
export const ClusterSchema = z.object({
  key: z.string().check(z.minLength(1)),
  display: z.string().check(z.minLength(1)),
});
export type Cluster = z.infer<typeof ClusterSchema>;

/** The answer of the two `/clusters` calls. */
export const ClusterListSchema = z.array(ClusterSchema);
export type ClusterList = z.infer<typeof ClusterListSchema>;
