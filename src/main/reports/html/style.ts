/**
 * The one style sheet of the website. Phone first: below 640 px the columns a phone can spare
 * (title, federation, rating, starting number) are left out and the tables fit the screen, their
 * names wrapping, even inside a long word; only a wide table (a crosstable, one column per round)
 * keeps its names whole and scrolls sideways inside its own box. Figures are in tabular digits.
 */
export const SITE_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:#1b1b1b;background:#fff}
header{background:#1f3a56;color:#fff;padding:.5rem 1rem;display:flex;flex-wrap:wrap;justify-content:space-between;gap:.4rem}
header a{color:#fff}
header p{margin:0}
nav.langs a{margin-right:.7rem}
nav.langs a[aria-current]{font-weight:700;text-decoration:none}
main{max-width:76rem;margin:0 auto;padding:.2rem 1rem 2rem}
h1{font-size:1.45rem;margin:.9rem 0 .2rem}
h2{font-size:1.15rem;margin:1.6rem 0 .4rem;padding-bottom:.15rem;border-bottom:2px solid #d5dbe2}
p{margin:.3rem 0}
.sub{color:#3d3d3d}
.muted{color:#5a5a5a;font-size:.85rem}
nav.toc{margin:.8rem 0;display:flex;flex-wrap:wrap;gap:.35rem .9rem}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;margin:.4rem 0;border:1px solid #d5dbe2;border-radius:4px}
table{border-collapse:collapse;font-size:.9rem;width:100%}
th,td{padding:.32rem .5rem;text-align:left;white-space:nowrap;border-bottom:1px solid #e3e7ec}
th{background:#eef1f5;font-weight:600}
tbody tr:nth-child(even){background:#f7f9fb}
td.name{white-space:normal;min-width:10rem}
.n{text-align:right;font-variant-numeric:tabular-nums}
.self{display:block;min-width:1.2rem;height:1.1rem;background:#9a9a9a}
ul.tournaments,ul.languages,ul.off{padding-left:1.1rem}
ul.tournaments li,ul.languages li{margin:.5rem 0}
.summary span{display:inline-block;margin-right:1rem}
footer{border-top:1px solid #d5dbe2;color:#5a5a5a;font-size:.8rem;padding:.6rem 1rem}
@media (max-width:640px){body{font-size:15px}main{padding:.1rem .6rem 1.5rem}.opt{display:none}th,td{padding:.28rem .35rem}td.name{min-width:8rem}table:not(.wide) td.name{min-width:0;overflow-wrap:anywhere}}
`;
