// Refuses to go on under an older Node: npm's engines check reads the Node running npm,
// not the project's pinned Node 24, so this guard runs before build, start and test.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Node >= 24 required (found ${process.versions.node}). Run through "npm run" so the project's pinned Node is used, and make sure "npm install" ran its install scripts.`,
  );
  process.exit(1);
}
