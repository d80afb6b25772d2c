/// The style sheet of storyboard pages and of the demo's index, inlined so pages work offline.
enum StoryboardStyle {
    /// The CSS.
    static let css = """
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #e5e5ea; --card: #ffffff;
          --page: #f5f5f7; --green: #1e7f3a; --red: #c4001a; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--ink);
          font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
          -webkit-font-smoothing: antialiased; }
        header, main, footer { max-width: 1320px; margin: 0 auto; padding-left: 32px; padding-right: 32px; }
        header { padding-top: 40px; padding-bottom: 28px; }
        a { color: #0066cc; text-decoration: none; }
        a:hover { text-decoration: underline; }
        .back { display: inline-block; font-size: 14px; margin-bottom: 20px; }
        .eyebrow { text-transform: uppercase; letter-spacing: .08em; font-size: 12px; font-weight: 600;
          color: var(--muted); margin: 0 0 6px; }
        h1 { font-size: 32px; line-height: 1.15; letter-spacing: -.02em; margin: 0 0 12px; }
        .description { max-width: 72ch; color: #3a3a3c; margin: 0 0 20px; font-size: 17px; }
        .facts { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 0; }
        .facts li { font-size: 13px; padding: 3px 10px; border-radius: 999px; background: var(--card);
          border: 1px solid var(--line); color: var(--muted); }
        .facts .passed, .status.passed { background: #e7f5eb; border-color: #bfe3c9; color: var(--green); font-weight: 600; }
        .facts .failed, .status.failed { background: #fdecee; border-color: #f5c2c7; color: var(--red); font-weight: 600; }
        .failure-box { margin-top: 20px; max-width: 72ch; background: #fdecee; color: #8e0010; border-radius: 12px;
          padding: 12px 16px; font-size: 14px; overflow-wrap: anywhere; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(264px, 1fr)); gap: 28px 24px;
          padding-bottom: 48px; align-items: start; }
        .frame { margin: 0; background: var(--card); border-radius: 18px; padding: 16px;
          box-shadow: 0 1px 2px rgba(0,0,0,.06), 0 6px 20px rgba(0,0,0,.04); display: flex; flex-direction: column; gap: 14px; }
        .frame svg { display: block; width: 100%; height: auto; }
        .frame.intermediate { background: #fbfbfd; box-shadow: 0 1px 2px rgba(0,0,0,.04); }
        .frame.has-failure { box-shadow: 0 0 0 2px #f5c2c7, 0 6px 20px rgba(0,0,0,.04); }
        figcaption { font-size: 13px; line-height: 1.45; display: flex; flex-direction: column; gap: 8px; min-width: 0; }
        .step { display: flex; align-items: baseline; gap: 8px; }
        .badge { flex: none; font-size: 11px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase;
          color: #ffffff; background: var(--ink); border-radius: 6px; padding: 1px 7px; }
        .intermediate .badge { background: #aeaeb2; }
        .summary { font-weight: 600; font-size: 14px; overflow-wrap: anywhere; }
        .phase, .stack { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
        .stack { font-size: 12px; }
        code { font: 11.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        .events { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
        .events code { display: inline-block; background: #f2f2f7; border-radius: 5px; padding: 2px 6px; overflow-wrap: anywhere; }
        .checks { list-style: none; margin: 0; padding: 8px 0 0; border-top: 1px solid var(--line);
          display: flex; flex-direction: column; gap: 3px; }
        .checks li { display: flex; gap: 6px; min-width: 0; }
        .checks .text { min-width: 0; overflow-wrap: anywhere; }
        .checks .mark { flex: none; width: 1em; font-weight: 700; }
        .checks .passed .mark { color: var(--green); }
        .checks .failed { color: var(--red); }
        .checks .skipped { color: #aeaeb2; }
        .checks .key { font-weight: 600; margin-right: 4px; }
        .failure { background: #fdecee; color: #8e0010; border-radius: 8px; padding: 8px 10px; overflow-wrap: anywhere; }
        .scenarios { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 24px; padding-bottom: 48px; }
        .scenario { display: flex; gap: 18px; background: var(--card); border-radius: 18px; padding: 18px; color: inherit;
          box-shadow: 0 1px 2px rgba(0,0,0,.06), 0 6px 20px rgba(0,0,0,.04); }
        .scenario:hover { text-decoration: none; box-shadow: 0 0 0 2px #b3d4ff, 0 6px 20px rgba(0,0,0,.06); }
        .scenario .thumbnail { flex: none; width: 112px; }
        .scenario .thumbnail svg { display: block; width: 100%; height: auto; }
        .scenario h2 { font-size: 17px; line-height: 1.3; margin: 0 0 6px; }
        .scenario p { margin: 0 0 10px; color: #3a3a3c; font-size: 14px; }
        .scenario .status { display: inline-block; font-size: 12px; padding: 2px 9px; border-radius: 999px; border: 1px solid; }
        footer { color: var(--muted); font-size: 13px; padding-bottom: 48px; }
        @media (max-width: 600px) { header, main, footer { padding-left: 16px; padding-right: 16px; }
          .grid { grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 16px; } h1 { font-size: 26px; } }
        """
}
