import { parseArgs } from "node:util";
import { emailSchema, passwordSchema, ROLES } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { hashPassword, isCommonPassword } from "../auth/passwords.ts";
import { loadConfigOrExit } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { domains, userDomains, users } from "../db/schema.ts";

/**
 * npm run user:create -- --email a@b.co --password '...' [--firstname A --lastname B]
 *   [--domain host --domain-name "Name"]
 * Makes a Super admin (the first admin of a PostgreSQL install). With --domain it also creates
 * that domain when missing.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    firstname: { type: "string", default: "Admin" },
    lastname: { type: "string", default: "User" },
    domain: { type: "string" },
    "domain-name": { type: "string" },
  },
});
const email = emailSchema.safeParse(values.email ?? "");
const password = passwordSchema.safeParse(values.password ?? "");
if (!email.success || !password.success || isCommonPassword(values.password ?? "")) {
  console.error(
    "Usage: npm run user:create -- --email you@example.com --password 'a long password' [--domain host]",
  );
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({
      email: email.data,
      firstname: values.firstname!,
      lastname: values.lastname!,
      role_id: ROLES.superAdmin,
      password_hash: await hashPassword(password.data),
    })
    .returning({ id: users.id });
  if (values.domain) {
    const host = values.domain.toLowerCase();
    let [domain] = await db.select().from(domains).where(eq(domains.host, host));
    if (!domain) {
      [domain] = await db
        .insert(domains)
        .values({ host, name: values["domain-name"] ?? host })
        .returning();
    }
    await db
      .insert(userDomains)
      .values({ user_id: user.id, domain_id: domain.id, role_id: ROLES.superAdmin });
  }
  console.log(`Created Super admin ${email.data} (id ${user.id}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
