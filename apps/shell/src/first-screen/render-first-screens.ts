// Prints the static first screens as JSON ({ landing, scan }); run by scripts/build-web.js with
// node -r scripts/register.js after the shell's build.
import { renderFirstScreens } from './FirstScreens';

process.stdout.write(JSON.stringify(renderFirstScreens()));
