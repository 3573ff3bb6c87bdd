// The credential hook of the real-server mode (--credential-command): what a backend team writes to get a fresh
// credential from their social provider's test tool. Here the provider is the simulator's stand-in, read through its
// control API by this script itself; the checker never calls it. Usage: node credential-hook.mjs BASE_URL
// (CREDENTIAL_* come from the checker).
const base = process.argv[2];
const response = await fetch(`${base}/control/socialCredential`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Sim-Namespace': process.env.CREDENTIAL_NAMESPACE ?? '' },
  body: JSON.stringify({ provider: process.env.CREDENTIAL_PROVIDER ?? '', uid: process.env.CREDENTIAL_UID ?? '' }),
});
const envelope = await response.json();
if (envelope.status !== 200) {
  console.error(`no ${process.env.CREDENTIAL_PROVIDER} credential for ${process.env.CREDENTIAL_UID}: ${envelope.msg}`);
  process.exit(1);
}
console.log(envelope.data.credential);
