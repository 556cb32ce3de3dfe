//! The orders a player types at the prompt: their syntax ([`HELP`]) and how a line is read
//! into an action ([`parse_action`]).

use umpire_core::geometry::Hex;
use umpire_core::Seat;

use crate::command::Task;
use crate::game::{side_of, Action, Order, State};
use crate::standing::Instruction;

/// Typed orders, for `help` at the prompt.
pub const HELP: &str = "\
orders (one a stand an hour; changes pay command reaction time):
  STAND hold [pass]          stay; a concealed stand ambushes recce (or lets it pass)
  STAND move C,R [road]      move to column C, row R (by road march where possible)
  STAND recce C,R [scoot]    advance looking at that area (recce troops may shoot and scoot)
  STAND attack C,R           close, win the firefight, assault a position (stands that come
                             straight off the march need a recce stand beside them to mark
                             the start line, or may be caught in march formation)
  STAND fire C,R             fire on a hex in effective range
  STAND harass C,R           harassing fire out to the weapon's harassing range: a third of a
                             CU; if it scores, it disorganises and causes no casualties
  STAND withdraw C,R         fall back at road-march pace
  STAND dig-in | fortify     dig in (6 hours), fortify (a day, engineers at hand)
  STAND task NAME C,R        infantry-bridgehead, vehicle-bridge, minor-demolition, minefield
  STAND scoot C,R             anti-tank, recce, artillery: when attacked by shorter-ranged
                             troops, fire one CU and fall back to that hex next door
  STAND fire-twice           the same stands: stay and fire two CUs (the attacker replies)
  STAND reorganise | resupply | merge OTHER
  STAND to-corps             a logistic vehicle at the dump goes back to corps for a Div Log
standing instructions (act at once, stand until changed; once a kind a stand an hour):
  UNIT if-attack-fails ground | withdraw    a failed attack goes to ground or withdraws
  UNIT if-broken sit-tight | withdraw       a broken defence sits tight (surrendering if
                                             assaulted) or withdraws out of contact
  UNIT if-tanks assault | lie-low           infantry holding as tanks roll in fights them
                                             or holds on without a fight that hour
  UNIT pins spread | gather                 black pins at reorganisation
  STAND stop contact | N                    a concealed stand shouts STOP at N hexes (2 to
                                             its effective range) or waits for contact
  (UNIT is the unit's headquarters stand)
  ... from H                 a timing: not before hour H of the battle
  air C,R                    call an air sortie (arrives in 4 hours, 8 where army tasks it)
  done                       orders for this hour are written
STAND is a stand's id or index.";

fn parse_cell(t: &str) -> Result<Hex, String> {
    let (c, r) = t
        .split_once(',')
        .ok_or_else(|| format!("{t:?} is not a hex: write column,row (e.g. 5,3)"))?;
    let c: i16 = c
        .trim()
        .parse()
        .map_err(|_| format!("{t:?}: the column is not a number"))?;
    let r: i16 = r
        .trim()
        .parse()
        .map_err(|_| format!("{t:?}: the row is not a number"))?;
    Ok(Hex::from_offset(c, r))
}

/// Reads a typed order (see [`HELP`]), or an action's JSON form.
///
/// # Errors
/// What is wrong with the text.
pub fn parse_action(state: &State, seat: Seat, text: &str) -> Result<Action, String> {
    let text = text.trim();
    if text.starts_with('{') {
        return serde_json::from_str(text).map_err(|e| format!("not an action: {e}"));
    }
    let mut words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        return Err("empty order".to_owned());
    }
    if words[0].eq_ignore_ascii_case("done") {
        return Ok(Action::Done);
    }
    if words[0].eq_ignore_ascii_case("air") {
        let at = words.get(1).ok_or("air needs a hex: air C,R")?;
        return Ok(Action::AirStrike {
            target: parse_cell(at)?,
        });
    }
    let mut from_hour = None;
    if words.len() >= 2 && words[words.len() - 2].eq_ignore_ascii_case("from") {
        let h = words[words.len() - 1];
        from_hour = Some(
            h.parse::<u16>()
                .map_err(|_| format!("{h:?} is not an hour of the battle"))?,
        );
        words.truncate(words.len() - 2);
    }
    let side = side_of(seat);
    // Only the stands this seat commands are named here: an id or index of any other stand
    // reads as one that does not exist.
    let commands = |u: &crate::game::Unit| {
        side.is_none_or(|s| s == u.side) && u.part == crate::game::is_sub(seat)
    };
    let who = *words
        .first()
        .ok_or("an order names a stand before \"from\": e.g. 3 move 12,7 from 12")?;
    let stand = state
        .units
        .iter()
        .position(|u| u.id.eq_ignore_ascii_case(who) && commands(u))
        .or_else(|| {
            who.parse::<usize>()
                .ok()
                .filter(|&i| state.units.get(i).is_some_and(commands))
        })
        .ok_or_else(|| format!("{who:?} is not one of your stands (give its id or index)"))?;
    let verb = words
        .get(1)
        .copied()
        .ok_or("an order needs a verb: see help")?;
    let arg = |k: usize| -> Result<Hex, String> {
        parse_cell(
            words
                .get(k)
                .ok_or_else(|| format!("{verb} needs a hex, column,row"))?,
        )
    };
    let stand16 = u16::try_from(stand).map_err(|_| "no such stand".to_owned())?;
    if let Some(instruction) = Instruction::parse(verb, words.get(2).copied())? {
        if from_hour.is_some() {
            return Err(format!(
                "{verb} is a standing instruction: it acts at once and takes no timing"
            ));
        }
        return Ok(Action::Instruct {
            stand: stand16,
            instruction,
        });
    }
    let flag = |w: &str| words.iter().skip(2).any(|x| x.eq_ignore_ascii_case(w));
    let here = state.units[stand].hex;
    let order = match verb {
        "hold" => Order::Hold {
            ambush: !flag("pass"),
        },
        "move" => Order::Move {
            to: arg(2)?,
            road: flag("road"),
        },
        "recce" => Order::Recce {
            to: arg(2)?,
            scoot: flag("scoot"),
        },
        "attack" => Order::Attack { target: arg(2)? },
        "fire" => Order::Fire {
            target: arg(2)?,
            harass: false,
        },
        "harass" => Order::Fire {
            target: arg(2)?,
            harass: true,
        },
        "withdraw" => Order::Withdraw { to: arg(2)? },
        "dig-in" | "dig" => Order::Task {
            task: Task::DigIn,
            at: here,
        },
        "fortify" => Order::Task {
            task: Task::Fortify,
            at: here,
        },
        "task" => {
            let name = words.get(2).ok_or("task needs a name: see help")?;
            Order::Task {
                task: Task::parse(name)?,
                at: if words.len() > 3 { arg(3)? } else { here },
            }
        }
        "scoot" => Order::ShootAndScoot { to: arg(2)? },
        "fire-twice" => Order::FireTwice,
        "reorganise" | "reorganize" => Order::Reorganise,
        "resupply" => Order::Resupply,
        "to-corps" => Order::ToCorps,
        "merge" => {
            let other = words.get(2).ok_or("merge needs the stand to join")?;
            let into = state
                .units
                .iter()
                .position(|u| u.id.eq_ignore_ascii_case(other) && commands(u))
                .or_else(|| {
                    other
                        .parse::<usize>()
                        .ok()
                        .filter(|&i| state.units.get(i).is_some_and(commands))
                })
                .ok_or_else(|| format!("{other:?} is not one of your stands"))?;
            Order::Merge {
                into: u16::try_from(into).map_err(|_| "no such stand".to_owned())?,
            }
        }
        o => return Err(format!("{o:?} is not an order: see help")),
    };
    Ok(Action::Order {
        stand: u16::try_from(stand).map_err(|_| "no such stand".to_owned())?,
        order,
        from_hour,
    })
}
