/** `npm run service`: start the reference service and print its addresses and keys. */
import { KEY_KINDS } from './keys.ts';
import { startService } from './start.ts';

const port = Number(process.env.GIFDROP_SERVICE_PORT ?? 0);
const uploadPort = Number(process.env.GIFDROP_UPLOAD_PORT ?? 0);
const controlPort = Number(process.env.GIFDROP_CONTROL_PORT ?? 0);
const mediaPort = Number(process.env.GIFDROP_MEDIA_PORT ?? 0);
const analyticsPort = Number(process.env.GIFDROP_ANALYTICS_PORT ?? 0);
const seed = process.env.GIFDROP_SEED === undefined ? undefined : Number(process.env.GIFDROP_SEED);

const service = await startService({
  port,
  uploadPort,
  controlPort,
  mediaPort,
  analyticsPort,
  seed,
  log: (line) => console.error(line),
});
console.log(`base_url ${service.baseUrl}`);
console.log(`upload_url ${service.uploadUrl}`);
console.log(`media_url ${service.mediaUrl}`);
console.log(`analytics_url ${service.analyticsUrl}`);
console.log(`control_url ${service.controlUrl}`);
for (const kind of KEY_KINDS) console.log(`key ${kind} ${service.keys[kind]}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void service.close().then(() => process.exit(0));
  });
}
