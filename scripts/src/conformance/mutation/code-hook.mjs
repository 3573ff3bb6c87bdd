// The code hook of the real-server mode (--code-command): what a backend team writes to read the code their test
// SMS or mail gateway received. Here the gateway is the simulator's control API, read by this script itself; the
// checker never calls it. Usage: node code-hook.mjs BASE_URL (VERIFICATION_* come from the checker).
const base = process.argv[2];
const funType = Number(process.env.VERIFICATION_FUN_TYPE);
const response = await fetch(`${base}/control/getLastCode`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Sim-Namespace': process.env.VERIFICATION_NAMESPACE ?? '' },
  body: JSON.stringify({ content: process.env.VERIFICATION_TARGET ?? '', ...(funType ? { fun_type: funType } : {}) }),
});
const envelope = await response.json();
if (envelope.status !== 200) {
  console.error(`no code for ${process.env.VERIFICATION_TARGET}: ${envelope.msg}`);
  process.exit(1);
}
console.log(envelope.data.code);
