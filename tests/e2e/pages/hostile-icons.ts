/**
 * Social icons served by the attacker origin (tests/e2e/attacker-server.ts) for a partner whose footer points at
 * them (`npm run partner -- set-social ... --icon x=<attacker>/icons/malformed.svg`): a tampered icon host.
 */
/** Not svg markup at its start: the frame must refuse it ('Malformed svg received'). */
export const MALFORMED_ICON = '<html><body><svg xmlns="http://www.w3.org/2000/svg"></svg></body></html>';
/** Svg markup carrying a script, an onload and an onclick: the frame must keep the shape and drop the rest. */
export const SCRIPTED_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="window.parent.postMessage(\'pwned\',\'*\')">' +
  '<script>document.title = "pwned"</script><rect width="24" height="24" onclick="alert(1)"/></svg>';
/** Paths of the two icons on the attacker origin. */
export const MALFORMED_ICON_PATH = '/icons/malformed.svg';
export const SCRIPTED_ICON_PATH = '/icons/scripted.svg';
