// The demo page's HTML: the pickers and the pause button, the two canvases side by side with their captions, and the
// bundled script (served as /demo.js). Everything the page needs comes from the demo server: no network.

/** The page; `script` is the path of the bundle. */
export function demoHtml(script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>gallium-ts samples in the browser</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f4; color: #222; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p.lead { margin: 0 0 16px; color: #555; }
  form { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
  label { display: flex; gap: 6px; align-items: center; }
  h2 { font-size: 16px; margin: 8px 0 12px; }
  .pictures { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
  figure { margin: 0; padding: 12px; background: #fff; border: 1px solid #ddd; border-radius: 6px; }
  figcaption { margin-top: 8px; max-width: 420px; }
  canvas { display: block; background: #333; image-rendering: pixelated; }
  .status { color: #555; font-variant-numeric: tabular-nums; }
  .status.failed { color: #b00020; }
  .engine { color: #555; font-size: 12px; }
</style>
</head>
<body>
<h1>gallium-ts samples in the browser</h1>
<p class="lead">The same GL and pipe samples as <code>npm start</code>, drawn by the software driver into a 2D
canvas (its WebAssembly back end, on Web Workers as well as the page's thread) and by the WebGL driver
into a WebGL2 canvas, each in a frame loop of its own, from the sample's
reference frame on; the time beside each canvas is its mean over the last frames.</p>
<form onsubmit="return false">
  <label>Sample <select id="sample"></select></label>
  <label>Drivers <select id="drivers">
    <option value="both">both</option><option value="soft">driver-soft</option><option value="webgl">driver-webgl</option>
  </select></label>
  <button id="pause" type="button">Pause</button>
  <button id="restart" type="button">Restart</button>
</form>
<h2 id="title"></h2>
<div class="pictures">
  <figure><canvas id="canvas-soft" width="320" height="240"></canvas>
    <figcaption><strong>driver-soft</strong> → 2D canvas<br><span id="engine-soft" class="engine"></span><br><span id="status-soft" class="status"></span></figcaption></figure>
  <figure><canvas id="canvas-webgl" width="320" height="240"></canvas>
    <figcaption><strong>driver-webgl</strong> → WebGL2 canvas<br><span id="status-webgl" class="status"></span></figcaption></figure>
</div>
<script type="module" src="${script}"></script>
</body>
</html>
`;
}
