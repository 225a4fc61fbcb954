/**
 * A bar chart of orders completed per simulated hour as a standalone SVG (no library: a bench
 * result opens in any browser). Throughput that sags in late hours shows at a glance.
 */
export function hourlyChartSvg(title: string, perHour: readonly number[]): string {
  const width = 720;
  const height = 320;
  const pad = { left: 56, right: 16, top: 40, bottom: 40 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const max = Math.max(1, ...perHour);
  const step = plotW / Math.max(1, perHour.length);
  const bars = perHour
    .map((n, i) => {
      const h = (n / max) * plotH;
      const x = pad.left + i * step + step * 0.15;
      const y = pad.top + plotH - h;
      return [
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${h.toFixed(1)}" fill="#1677ff"/>`,
        `<text x="${(x + step * 0.35).toFixed(1)}" y="${(y - 4).toFixed(1)}" font-size="11" text-anchor="middle">${n}</text>`,
        `<text x="${(x + step * 0.35).toFixed(1)}" y="${pad.top + plotH + 16}" font-size="11" text-anchor="middle">${i + 1}</text>`,
      ].join('');
    })
    .join('\n');
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">`,
    `<text x="${pad.left}" y="22" font-size="14" font-weight="bold">${escape(title)}: orders completed per simulated hour</text>`,
    `<line x1="${pad.left}" y1="${pad.top + plotH}" x2="${width - pad.right}" y2="${pad.top + plotH}" stroke="#888"/>`,
    `<text x="${pad.left - 8}" y="${pad.top + 4}" font-size="11" text-anchor="end">${max}</text>`,
    `<text x="${width / 2}" y="${height - 6}" font-size="11" text-anchor="middle">hour</text>`,
    bars,
    '</svg>',
  ].join('\n');
}
