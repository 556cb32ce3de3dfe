//! Actions in words: what each action says to the seats that see it ([`describe`]) and the
//! orders a player types at the prompt ([`parse_action`]).

use umpire_core::geometry::Square;
use umpire_core::Seat;

use crate::action::{side_of, Action};
use crate::game::State;
use crate::mdi::Card;
use crate::scenario::{dir_name, parse_dir, Formation};
use crate::values::Gun;

/// "A, B, C and D: form one square together".
fn square_words(state: &State, units: &[u16]) -> String {
    let names: Vec<&str> = units.iter().map(|&k| name(state, k)).collect();
    let (last, rest) = names.split_last().map_or(("", &[][..]), |(l, r)| (*l, r));
    format!("{} and {last}: form one square together", rest.join(", "))
}

/// A unit as a person reads it: by its name (the lists and events never show identifiers).
fn name(state: &State, i: u16) -> &str {
    state.units.get(usize::from(i)).map_or("?", |u| &*u.name)
}

/// The enemy stand, gun or wagon whose centre is the aim point `aim` (tenths of an inch), as
/// the unit's name and the part: named for the list of shots as "Red Line infantry regiment 2",
/// "Red Foot battery 1's gun 2", "Red Foot battery 1's wagon" ([`push_target`]).
fn aimed_at(state: &State, battery: u16, aim: [i32; 2]) -> Option<(&str, crate::game::Part)> {
    let side = state.units.get(usize::from(battery))?.side;
    let at = |v: f64| (v * 10.0).round() as i32;
    // No part of a unit lies further from the centre of its square than (stands + 4) stand
    // lengths or inches, whichever is more (the layouts of `State::parts_iter`), so a unit whose
    // centre is further than that, and an inch more, from the aim point is not looked at.
    let p = &state.shot;
    let stand = p.stand.0.abs().max(p.stand.1.abs()).max(1.0);
    let (ax, ay) = (f64::from(aim[0]) / 10.0, f64::from(aim[1]) / 10.0);
    let near = |j: usize| {
        let u = &state.units[j];
        let cx = f64::from(u.square.x) * p.square + p.square / 2.0;
        let cy = f64::from(u.square.y) * p.square + p.square / 2.0;
        let reach = (f64::from(u.stands) + 4.0) * stand + 1.0;
        (ax - cx).abs() <= reach && (ay - cy).abs() <= reach
    };
    (0..state.units.len())
        .filter(|&j| state.units[j].side != side && state.units[j].on_board() && near(j))
        .find_map(|j| {
            let (part, _) = state
                .parts_iter(j)
                .find(|(_, r)| [at(r.x), at(r.y)] == aim)?;
            Some((&*state.units[j].name, part))
        })
}

/// Writes the part [`aimed_at`] found.
fn push_target(out: &mut String, id: &str, part: crate::game::Part) {
    out.push_str(id);
    match part {
        crate::game::Part::Stand => {}
        crate::game::Part::Gun(g) => {
            out.push_str("'s gun ");
            push_number(out, u64::try_from(g).unwrap_or(u64::MAX).saturating_add(1));
        }
        crate::game::Part::Wagon => out.push_str("'s wagon"),
    }
}

/// Writes a whole number in decimal.
fn push_number(out: &mut String, n: u64) {
    let mut digits = [0u8; 20];
    let mut k = digits.len();
    let mut n = n;
    loop {
        k -= 1;
        digits[k] = b'0' + u8::try_from(n % 10).unwrap_or(0);
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[k..] {
        out.push(char::from(d));
    }
}

/// Writes a length in tenths of an inch in inches with one decimal, as `{:.1}` writes the
/// same length divided by ten, without floating-point formatting (a view describes every order
/// of its step in words at every decision).
fn push_tenths(out: &mut String, tenths: i32) {
    let v = tenths.unsigned_abs();
    if tenths < 0 {
        out.push('-');
    }
    push_number(out, u64::from(v / 10));
    out.push('.');
    push_number(out, u64::from(v % 10));
}

/// A shot's description: "battery: field shot at target (x",y")", or at the point alone.
fn describe_shot(state: &State, battery: u16, gun: Gun, aim: [i32; 2]) -> String {
    let mut out = String::with_capacity(64);
    out.push_str(name(state, battery));
    out.push_str(": ");
    out.push_str(gun.name());
    out.push_str(" shot at ");
    let target = aimed_at(state, battery, aim);
    if let Some((id, part)) = target {
        push_target(&mut out, id, part);
        out.push_str(" (");
    }
    push_tenths(&mut out, aim[0]);
    out.push_str("\",");
    push_tenths(&mut out, aim[1]);
    out.push('"');
    if target.is_some() {
        out.push(')');
    }
    out
}

/// A short description of an action.
#[must_use]
pub fn describe(state: &State, a: &Action) -> String {
    match *a {
        Action::Shoot { battery, gun, aim } => describe_shot(state, battery, gun, aim),
        Action::Canister {
            battery,
            target,
            gun,
        } => match gun {
            Some(g) => format!(
                "{}: canister from its {} at {}",
                name(state, battery),
                g.name(),
                name(state, target)
            ),
            None => format!(
                "{}: canister at {}",
                name(state, battery),
                name(state, target)
            ),
        },
        Action::Hold { battery } => format!("{}: hold canister", name(state, battery)),
        Action::Volley {
            unit,
            target,
            stands_first,
        } => format!(
            "{}: volley at {}{}",
            name(state, unit),
            name(state, target),
            if stands_first {
                " (its stands before the commander with it)"
            } else {
                ""
            }
        ),
        Action::Move { unit, to } => {
            // A move into an enemy's square is a charge: the melee is fought there (5A).
            let side = state.units.get(usize::from(unit)).map(|u| u.side);
            let enemies: Vec<&str> = state
                .units_at(to)
                .filter(|&j| Some(state.units[j].side) != side)
                .map(|j| &*state.units[j].name)
                .collect();
            if enemies.is_empty() {
                format!("{}: move to {},{}", name(state, unit), to.x, to.y)
            } else {
                format!(
                    "{}: charge {} at {},{}",
                    name(state, unit),
                    enemies.join(" and "),
                    to.x,
                    to.y
                )
            }
        }
        Action::Face { unit, facing } => {
            format!("{}: face {}", name(state, unit), dir_name(facing))
        }
        Action::Form { unit, formation } => {
            format!("{}: form {}", name(state, unit), formation.name())
        }
        Action::FormSquare { units } => square_words(state, &units),
        Action::FormSquareOfNine { units } => square_words(state, &units),
        Action::Limber { unit } => format!("{}: limber", name(state, unit)),
        Action::Unlimber { unit } => format!("{}: unlimber", name(state, unit)),
        Action::Support { unit } => format!("{}: support the melee", name(state, unit)),
        Action::Mdi { card } => format!("MDI card: {}", card.name()),
        Action::Spike { battery } => format!("{}: destroy its guns", name(state, battery)),
        Action::Separate { unit, stands, to } => {
            format!(
                "{}: detach {stands} to {},{}",
                name(state, unit),
                to.x,
                to.y
            )
        }
        Action::Rejoin { unit, into } => {
            format!("{}: rejoin {}", name(state, unit), name(state, into))
        }
        Action::Surrender => "surrender".to_owned(),
        Action::Done => "done".to_owned(),
    }
}

/// Typed actions, for `help`.
pub const HELP: &str = "\
actions (UNIT is an id or index):
  shoot UNIT field|howitzer|horse X,Y   fire a shot at a point (inches from the corner)
  aim UNIT field|howitzer|horse TARGET  fire a shot at the centre of a unit's first stand
  canister UNIT TARGET [GUN] | hold UNIT  canister now (every gun, or the one GUN while the
                                        others fire ball), or held for step 4
  volley UNIT TARGET [stands-first]     musketry; stands-first takes the target's stands
                                        before a commander with it (4E; else he goes first)
  move UNIT X,Y | face UNIT DIR | form UNIT line|column|square | limber UNIT | unlimber UNIT
  square UNIT UNIT UNIT UNIT            four line or Guards units in a 2 × 2 block form one
                                        square together (8A); form ANY-OF-THEM line breaks it
  support UNIT | card column|line|square|flanking|pincers|withdrawal
  face UNIT DIR                         in the facing step: your units out of a melee (5I)
                                        and your broken squares (8C)
  detach UNIT N X,Y | rejoin UNIT OTHER   artillery, light infantry, light cavalry (2B)
  spike UNIT | surrender | done";

fn parse_square(t: &str) -> Result<(f64, f64), String> {
    let (x, y) = t
        .split_once(',')
        .ok_or_else(|| format!("{t:?}: write X,Y"))?;
    let x: f64 = x
        .trim()
        .parse()
        .map_err(|_| format!("{t:?}: X is not a number"))?;
    let y: f64 = y
        .trim()
        .parse()
        .map_err(|_| format!("{t:?}: Y is not a number"))?;
    Ok((x, y))
}

/// Reads a typed action (see [`HELP`]) or an action's JSON.
///
/// # Errors
/// What is wrong with the text.
pub fn parse_action(state: &State, seat: Seat, text: &str) -> Result<Action, String> {
    let t = text.trim();
    if t.starts_with('{') {
        return serde_json::from_str(t).map_err(|e| format!("not an action: {e}"));
    }
    let w: Vec<&str> = t.split_whitespace().collect();
    let side = side_of(seat).unwrap_or(0);
    let unit = |k: usize, own: bool| -> Result<u16, String> {
        let word = w.get(k).ok_or("a unit is missing")?;
        let i = state
            .units
            .iter()
            .position(|u| u.id.eq_ignore_ascii_case(word) && (!own || u.side == side))
            .or_else(|| {
                word.parse::<usize>()
                    .ok()
                    .filter(|&i| i < state.units.len())
            })
            .ok_or_else(|| {
                // An enemy unit named where one's own is wanted is refused in the same words as
                // an id nobody has.
                if own {
                    format!("{word:?} is not one of your units (give its id or index)")
                } else {
                    format!("{word:?} is not a unit on the board")
                }
            })?;
        u16::try_from(i).map_err(|_| "no such unit".to_owned())
    };
    let gun = |k: usize| -> Result<Gun, String> { Gun::parse(w.get(k).ok_or("a gun is missing")?) };
    match w.first().copied().unwrap_or("") {
        "done" => Ok(Action::Done),
        "surrender" => Ok(Action::Surrender),
        "shoot" => {
            let (x, y) = parse_square(w.get(3).ok_or("shoot needs X,Y in inches")?)?;
            Ok(Action::Shoot {
                battery: unit(1, true)?,
                gun: gun(2)?,
                aim: [(x * 10.0).round() as i32, (y * 10.0).round() as i32],
            })
        }
        "aim" => {
            let b = unit(1, true)?;
            let t = unit(3, false)?;
            let (_, r) = state
                .parts_iter(usize::from(t))
                .next()
                .ok_or("the target has nothing to aim at")?;
            Ok(Action::Shoot {
                battery: b,
                gun: gun(2)?,
                aim: [(r.x * 10.0).round() as i32, (r.y * 10.0).round() as i32],
            })
        }
        "canister" => Ok(Action::Canister {
            battery: unit(1, true)?,
            target: unit(2, false)?,
            gun: match w.get(3) {
                Some(_) => Some(gun(3)?),
                None => None,
            },
        }),
        "hold" => Ok(Action::Hold {
            battery: unit(1, true)?,
        }),
        "volley" => Ok(Action::Volley {
            unit: unit(1, true)?,
            target: unit(2, false)?,
            stands_first: match w.get(3).copied() {
                None => false,
                Some("stands-first") => true,
                Some(o) => {
                    return Err(format!(
                        "{o:?}: after the target, only stands-first (its stands before the commander with it)"
                    ))
                }
            },
        }),
        "move" => {
            let (x, y) = parse_square(w.get(2).ok_or("move needs X,Y")?)?;
            Ok(Action::Move {
                unit: unit(1, true)?,
                to: Square::new(x as i8, y as i8),
            })
        }
        "square" => {
            let mut units = Vec::with_capacity(9);
            for k in 1..w.len() {
                units.push(unit(k, true)?);
            }
            units.sort_unstable();
            if let Ok(units) = <[u16; 9]>::try_from(units.as_slice()) {
                return Ok(Action::FormSquareOfNine { units });
            }
            let units = <[u16; 4]>::try_from(units.as_slice()).map_err(|_| {
                format!(
                    "square names four units (a 2 × 2 block) or nine (3 × 3), not {}",
                    units.len()
                )
            })?;
            Ok(Action::FormSquare { units })
        }
        "face" => Ok(Action::Face {
            unit: unit(1, true)?,
            facing: parse_dir(w.get(2).ok_or("face needs a direction")?)?,
        }),
        "form" => Ok(Action::Form {
            unit: unit(1, true)?,
            formation: match w.get(2).copied() {
                Some("line") => Formation::Line,
                Some("column") => Formation::Column,
                Some("square") => Formation::Square,
                Some(o) => return Err(format!("{o:?} is not a formation: line, column or square")),
                None => return Err("form needs a formation: line, column or square".into()),
            },
        }),
        "limber" => Ok(Action::Limber {
            unit: unit(1, true)?,
        }),
        "unlimber" => Ok(Action::Unlimber {
            unit: unit(1, true)?,
        }),
        "support" => Ok(Action::Support {
            unit: unit(1, true)?,
        }),
        "card" => Ok(Action::Mdi {
            card: Card::parse(w.get(1).ok_or("card needs a deployment")?)?,
        }),
        "spike" => Ok(Action::Spike {
            battery: unit(1, true)?,
        }),
        "detach" => {
            let n: u32 = w
                .get(2)
                .and_then(|x| x.parse().ok())
                .ok_or("detach UNIT N X,Y")?;
            let (x, y) = parse_square(w.get(3).ok_or("detach needs X,Y")?)?;
            Ok(Action::Separate {
                unit: unit(1, true)?,
                stands: n,
                to: Square::new(x as i8, y as i8),
            })
        }
        "rejoin" => Ok(Action::Rejoin {
            unit: unit(1, true)?,
            into: unit(2, true)?,
        }),
        o => Err(format!("{o:?} is not an action: see help")),
    }
}

#[cfg(test)]
mod tests {
    use super::push_tenths;

    /// The aim point of a shot's description is written as the float it stands for would be.
    #[test]
    fn tenths_of_an_inch_read_as_the_float_formatting_of_the_same_length() {
        let edges = [i32::MIN, i32::MIN + 1, i32::MAX, i32::MAX - 1];
        for v in (-100_000..=100_000).chain(edges) {
            let mut out = String::new();
            push_tenths(&mut out, v);
            assert_eq!(out, format!("{:.1}", f64::from(v) / 10.0), "{v} tenths");
        }
    }
}
