//! `umpire sim --plot FILE`: the result distribution as an SVG bar chart with 95% intervals.

use std::fmt::Write as _;

use umpire_sim::SimReport;

/// Renders the report as a self-contained SVG document.
#[must_use]
pub fn svg(title: &str, r: &SimReport) -> String {
    let (w, h, left, top, bottom) = (640.0, 360.0, 60.0, 40.0, 60.0);
    let n = r.shares.len().max(1) as f64;
    let band = (w - left - 20.0) / n;
    let y = |p: f64| top + (1.0 - p) * (h - top - bottom);
    let mut o = String::new();
    let _ = writeln!(
        o,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(o, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        o,
        r#"<text x="{left}" y="20" font-size="14">{}</text>"#,
        escape(title)
    );
    for k in 0..=4 {
        let p = f64::from(k) / 4.0;
        let _ = writeln!(
            o,
            r##"<line x1="{left}" x2="{}" y1="{y0}" y2="{y0}" stroke="#ddd"/><text x="{}" y="{}" text-anchor="end">{:.0}%</text>"##,
            w - 20.0,
            left - 6.0,
            y(p) + 4.0,
            p * 100.0,
            y0 = y(p)
        );
    }
    for (i, s) in r.shares.iter().enumerate() {
        let x = left + band * i as f64 + band * 0.15;
        let bw = band * 0.7;
        let _ = writeln!(
            o,
            r##"<rect x="{x:.1}" y="{:.1}" width="{bw:.1}" height="{:.1}" fill="#4a7ab5"/>"##,
            y(s.p),
            y(0.0) - y(s.p)
        );
        let cx = x + bw / 2.0;
        let _ = writeln!(
            o,
            r##"<line x1="{cx:.1}" x2="{cx:.1}" y1="{:.1}" y2="{:.1}" stroke="black"/>"##,
            y(s.ci95.1),
            y(s.ci95.0)
        );
        let _ = writeln!(
            o,
            r#"<text x="{cx:.1}" y="{:.1}" text-anchor="middle">{}</text><text x="{cx:.1}" y="{:.1}" text-anchor="middle">{:.1}%</text>"#,
            h - bottom + 18.0,
            escape(&s.result),
            h - bottom + 34.0,
            s.p * 100.0
        );
    }
    let _ = writeln!(o, "</svg>");
    o
}

fn escape(t: &str) -> String {
    t.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
