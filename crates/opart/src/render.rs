//! The hex battlefield as text for an 80-column terminal: columns of hexes, odd columns half a
//! hex lower, each hex two lines: terrain (letter, contour height, `=` road, `#` works, `*`
//! objective) and its stands (division letter — capitals for the Axis — combat value, facing
//! arrow).

use std::fmt::Write as _;

use umpire_core::geometry::{Hex, HexDir};

use crate::map::Terrain;
use crate::state::Side;
use crate::view::View;

fn arrow(d: HexDir) -> char {
    match d {
        HexDir::N => '↑',
        HexDir::NE => '↗',
        HexDir::SE => '↘',
        HexDir::S => '↓',
        HexDir::SW => '↙',
        HexDir::NW => '↖',
    }
}

/// The letter of division `d`: A, B, ... for the Axis, a, b, ... for the Soviets.
#[must_use]
pub fn letter(v: &View, d: u8) -> char {
    let side = v.divisions[usize::from(d)].side;
    let k = v.divisions[..usize::from(d)]
        .iter()
        .filter(|x| x.side == side)
        .count();
    let base = if side == Side::Axis { b'A' } else { b'a' };
    char::from(base + u8::try_from(k % 26).unwrap_or(0))
}

fn terrain_text(v: &View, h: Hex) -> String {
    let c = v.map.cell(h);
    let mut t = String::new();
    t.push(if c.terrain == Terrain::Open {
        '.'
    } else {
        c.terrain.letter()
    });
    if c.elevation > 0 {
        t.push(char::from_digit(u32::from(c.elevation.min(9)), 10).unwrap_or('9'));
    }
    if c.road {
        t.push('=');
    }
    if c.works {
        t.push('#');
    }
    if v.objectives.iter().any(|o| o.0 == h) {
        t.push('*');
    }
    t
}

fn stands_text(v: &View, h: Hex) -> String {
    v.stands
        .iter()
        .filter(|s| s.hex == Some(h) || s.rear == Some(h))
        .map(|s| {
            if s.rear == Some(h) {
                // The rear of a large stand: its letter and a bar (section 7).
                format!("{}=", letter(v, s.division))
            } else {
                format!(
                    "{}{}{}",
                    letter(v, s.division),
                    s.value.min(9),
                    arrow(s.facing)
                )
            }
        })
        .collect::<Vec<_>>()
        .join("")
}

/// Renders a view.
#[must_use]
pub fn render(v: &View) -> String {
    let (w, h) = (v.map.width, v.map.height);
    let cell = usize::try_from((74 / w.max(1)).clamp(6, 8)).unwrap_or(8);
    // Text line k shows, for an even column, half (k % 2) of hex row k / 2; odd columns sit
    // half a hex lower.
    let lines = 2 * h + 1;
    let mut grid: Vec<String> = Vec::new();
    for k in 0..lines {
        let mut line = String::new();
        for c in 0..w {
            let kk = k - c % 2;
            let text = if kk < 0 || kk / 2 >= h {
                String::new()
            } else {
                let hex = Hex::from_offset(c, kk / 2);
                if kk % 2 == 0 {
                    terrain_text(v, hex)
                } else {
                    stands_text(v, hex)
                }
            };
            let _ = write!(line, "{:<width$}", format!("|{text}"), width = cell);
        }
        grid.push(line);
    }
    let mut o = String::new();
    let active = v.active.map_or_else(
        || "none".to_owned(),
        |d| v.divisions[usize::from(d)].name.clone(),
    );
    let _ = writeln!(
        o,
        "Turn {}/{}   activated: {active}   cards face down: {}",
        v.turn.0, v.turn.1, v.face_down
    );
    let mut header = String::new();
    for c in 0..w {
        let _ = write!(header, "{:<width$}", format!(" {c}"), width = cell);
    }
    let _ = writeln!(o, "    {header}");
    for (k, line) in grid.iter().enumerate() {
        let label = if k % 2 == 0 && k / 2 < usize::try_from(h).unwrap_or(0) {
            format!("{:>3} ", k / 2)
        } else {
            "    ".into()
        };
        let _ = writeln!(o, "{label}{}", line.trim_end());
    }
    let _ = writeln!(
        o,
        "Hexes: . open  W woods  V village  B town  ~ river  digit: contour height"
    );
    let _ = writeln!(o, "       = road  # works  * objective");
    let _ = writeln!(
        o,
        "Stands: letter = division (listed below; capitals are Axis), digit = value,"
    );
    let _ = writeln!(
        o,
        "        arrow = facing (b2↖: a stand of division b, value 2, facing north-west)"
    );
    for (d, div) in v.divisions.iter().enumerate() {
        let alive = v
            .stands
            .iter()
            .filter(|s| usize::from(s.division) == d && s.hex.is_some())
            .count();
        let left = v
            .stands
            .iter()
            .filter(|s| usize::from(s.division) == d && s.left)
            .count();
        let left = if left > 0 {
            format!(" ({left} withdrawn off the battlefield)")
        } else {
            String::new()
        };
        let _ = writeln!(
            o,
            "{} {}{} ({}, {}): {alive} stands{left}, morale {}",
            letter(v, u8::try_from(d).unwrap_or(0)),
            div.name,
            if v.active == Some(u8::try_from(d).unwrap_or(0)) {
                " [ACTIVE]"
            } else {
                ""
            },
            side_name(div.side),
            if div.die == crate::NationalDie::D12 {
                "d12"
            } else {
                "d10"
            },
            if div.assets {
                "—".to_owned()
            } else {
                format!("{}/{}", div.morale.0, div.morale.1)
            }
        );
    }
    for (hex, points, holder) in &v.objectives {
        let (c, r) = hex.to_offset();
        let _ = writeln!(
            o,
            "objective {c},{r} ({points} pt): {}",
            holder.map_or("nobody", side_name)
        );
    }
    if let Some((stand, options)) = &v.withdrawal {
        let name = v
            .stands
            .get(usize::from(*stand))
            .map_or("a stand", |s| &*s.name);
        let hexes: Vec<String> = options
            .iter()
            .map(|h| {
                let (c, r) = h.to_offset();
                format!("{c},{r}")
            })
            .collect();
        let _ = writeln!(
            o,
            "{name} must withdraw: its commander picks where ({})",
            hexes.join(", ")
        );
    }
    if let Some(d) = v.active {
        let _ = writeln!(o, "stands of the activated formation:");
        for s in v
            .stands
            .iter()
            .filter(|s| s.division == d && s.hex.is_some())
        {
            let (c, r) = s.hex.map_or((0, 0), |x| x.to_offset());
            let facing = s.facing.abbrev();
            let large = s.rear.map_or(String::new(), |h| {
                let (c, r) = h.to_offset();
                format!(" (large: rear in {c},{r})")
            });
            let _ = writeln!(
                o,
                "  #{:<3} {c},{r} value {} range {:>2} facing {facing:<2}  {}{large}",
                s.id, s.value, s.range, s.name
            );
        }
    }
    // Every line fits an 80-column terminal: a longer one goes on, indented, on the next.
    let mut out = String::new();
    for l in o.lines() {
        umpire_core::text::wrap(l, WIDTH, "      ", &mut out);
    }
    out
}

/// The terminal width the board is drawn for.
const WIDTH: usize = 80;

fn side_name(side: crate::Side) -> &'static str {
    match side {
        crate::Side::Axis => "Axis",
        crate::Side::Soviet => "Soviet",
    }
}
