//! `umpire sim --plot FILE`: one SVG with two charts drawn by plotters — the share of each result
//! with its 95% interval, and the distribution of the rule set's score over the games.

use plotters::prelude::*;
use umpire_sim::SimReport;

/// Bars of the score histogram at most.
const BINS: usize = 20;

/// Renders the report as a self-contained SVG document; `score` says what the score measures.
///
/// # Errors
/// What plotters could not draw.
pub fn svg(title: &str, score: &str, r: &SimReport) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (720, 720)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let root = root
            .titled(title, ("sans-serif", 18))
            .map_err(|e| e.to_string())?;
        let (top, bottom) = root.split_vertically(330);
        results(&top, r).map_err(|e| e.to_string())?;
        scores(&bottom, score, &r.scores).map_err(|e| e.to_string())?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(out)
}

type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;
type Drawn = Result<(), Box<dyn std::error::Error>>;

/// The share of each result level, a bar each, with its Wilson 95% interval.
fn results(area: &Area<'_>, r: &SimReport) -> Drawn {
    let n = r.shares.len().max(1);
    let mut chart = ChartBuilder::on(area)
        .caption(
            "share of games by result (bars: 95% interval)",
            ("sans-serif", 14),
        )
        .margin(12)
        .x_label_area_size(30)
        .y_label_area_size(50)
        .build_cartesian_2d(0.0..n as f64, 0.0..100.0)?;
    let names: Vec<String> = r.shares.iter().map(|s| s.result.clone()).collect();
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n * 2 + 1)
        .x_label_formatter(&|x| {
            let k = x - 0.5;
            if k >= 0.0 && k.fract().abs() < 1e-9 {
                names.get(k as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .y_desc("% of games")
        .y_label_formatter(&|y| format!("{y:.0}%"))
        .draw()?;
    let blue = RGBColor(74, 122, 181);
    chart.draw_series(r.shares.iter().enumerate().map(|(i, s)| {
        let x = i as f64;
        Rectangle::new([(x + 0.15, 0.0), (x + 0.85, s.p * 100.0)], blue.filled())
    }))?;
    chart.draw_series(r.shares.iter().enumerate().map(|(i, s)| {
        let x = i as f64 + 0.5;
        PathElement::new(
            vec![(x, s.ci95.0 * 100.0), (x, s.ci95.1 * 100.0)],
            BLACK.stroke_width(2),
        )
    }))?;
    chart.draw_series(r.shares.iter().enumerate().map(|(i, s)| {
        Text::new(
            format!("{:.1}%", s.p * 100.0),
            (i as f64 + 0.5, (s.ci95.1 * 100.0 + 3.0).min(97.0)),
            ("sans-serif", 12).into_font().color(&BLACK),
        )
    }))?;
    Ok(())
}

/// The games' scores as a histogram of at most [`BINS`] bars.
fn scores(area: &Area<'_>, what: &str, scores: &[f64]) -> Drawn {
    let lo = scores.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let (lo, hi) = if lo.is_finite() { (lo, hi) } else { (0.0, 1.0) };
    // Whole-number scores get a bar each where they fit; others share BINS equal bins.
    let whole = scores.iter().all(|s| s.fract() == 0.0);
    let width = if whole && hi - lo < BINS as f64 {
        1.0
    } else {
        ((hi - lo) / BINS as f64).max(f64::EPSILON)
    };
    let bins = (((hi - lo) / width).floor() as usize + 1).max(1);
    let mut counts = vec![0u32; bins];
    for s in scores {
        let k = (((s - lo) / width).floor() as usize).min(bins - 1);
        counts[k] += 1;
    }
    let top = f64::from(counts.iter().copied().max().unwrap_or(1).max(1)) * 1.1;
    let (x0, x1) = (lo - width * 0.5, lo + width * (bins as f64 - 0.5));
    let mut chart = ChartBuilder::on(area)
        .caption(
            format!("distribution of the score: {what}"),
            ("sans-serif", 14),
        )
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(x0..x1, 0.0..top)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_desc(what)
        .y_desc("games")
        .y_label_formatter(&|y| format!("{y:.0}"))
        .draw()?;
    let blue = RGBColor(74, 122, 181);
    chart.draw_series(counts.iter().enumerate().map(|(k, &c)| {
        let x = lo + width * k as f64;
        Rectangle::new(
            [(x - width * 0.45, 0.0), (x + width * 0.45, f64::from(c))],
            blue.filled(),
        )
    }))?;
    Ok(())
}

/// `umpire balance --plot FILE`: the first side's share of the decided games against the
/// knob's value, each with its 95% interval, a line at even and the scenario's own value
/// marked. `points`: (value, share, interval low, interval high), by value.
///
/// # Errors
/// What plotters could not draw.
pub fn balance_svg(
    title: &str,
    knob: &str,
    side: &str,
    points: &[(i64, f64, f64, f64)],
    now: i64,
) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (720, 420)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        balance_chart(&root, title, knob, side, points, now).map_err(|e| e.to_string())?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(out)
}

fn balance_chart(
    area: &Area<'_>,
    title: &str,
    knob: &str,
    side: &str,
    points: &[(i64, f64, f64, f64)],
    now: i64,
) -> Drawn {
    let lo = points.iter().map(|p| p.0).chain([now]).min().unwrap_or(now) as f64 - 0.5;
    let hi = points.iter().map(|p| p.0).chain([now]).max().unwrap_or(now) as f64 + 0.5;
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(lo..hi, 0.0..100.0)?;
    chart
        .configure_mesh()
        .x_desc(format!("{knob} (scenario: {now})"))
        .y_desc(format!("% of decided games {side} won"))
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y:.0}%"))
        .draw()?;
    let grey = RGBColor(150, 150, 150);
    chart.draw_series(std::iter::once(PathElement::new(
        vec![(lo, 50.0), (hi, 50.0)],
        grey.stroke_width(1),
    )))?;
    let blue = RGBColor(74, 122, 181);
    chart.draw_series(points.iter().map(|&(v, _, l, h)| {
        PathElement::new(
            vec![(v as f64, l * 100.0), (v as f64, h * 100.0)],
            BLACK.stroke_width(2),
        )
    }))?;
    chart.draw_series(points.iter().map(|&(v, p, ..)| {
        let style = if v == now {
            RED.filled()
        } else {
            blue.filled()
        };
        Circle::new((v as f64, p * 100.0), 5, style)
    }))?;
    Ok(())
}
