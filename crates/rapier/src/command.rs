//! A typed syntax for actions at the `play` prompt, so a player can try any action (and be told
//! which rule forbids it), not only pick from the list.
//!
//! Units are numbers (`#12` or `12`), defender counters `c7`, sectors `A2-L3`, divisions and
//! axes 1-based.

use umpire_core::Seat;

use crate::action::{Action, Place, Target};
use crate::setup::{next_counter, next_of_division};
use crate::state::division_of_seat;
use crate::state::{seat, State};

/// The commands, for `help`.
pub const HELP: &str = "\
deploy SECTOR|R1      place the next counter or unit      recon                 reconnoitre
breakthrough D        name the break-through division     frontage D A1 A2      give a frontage
hold UNIT             hold a unit in corps reserve        hold-division D       hold a division in R2
off-table D           division deploys in R1              end-orders            finish the orders
trp SECTOR            plot a TRP                           mission SECTOR        fire mission
air TARGET            air strike (c7 = counter, 12 = unit) permit UNIT D         release from reserve
move UNIT SECTOR      move or withdraw                     exit UNIT             exit over the far edge
release UNIT [SECTOR] R1 -> L1 sector, or R2 -> R1        fire BATTERY TARGET [extra]
staff D UNIT          staff officer takes over             chain D UNIT          chain of command (4+)
loss UNIT             take this unit as the next loss      shot UNIT             it takes the free shot
bonus GIVER HOST      fort/minefield dice to that unit     done                  finish this step";

fn unit(t: &str) -> Result<u16, String> {
    t.trim_start_matches('#')
        .parse()
        .map_err(|_| format!("{t:?} is not a unit number"))
}

fn sector(t: &str) -> Result<crate::state::Sector, String> {
    State::parse_sector(t).ok_or_else(|| format!("{t:?} is not a sector like A2-L3"))
}

fn one_based(t: &str, what: &str) -> Result<u8, String> {
    let n: u8 = t
        .trim_start_matches(['A', 'a', 'D', 'd'])
        .parse()
        .map_err(|_| format!("{t:?} is not a {what} number"))?;
    n.checked_sub(1)
        .ok_or_else(|| format!("{what}s are numbered from 1"))
}

fn target(t: &str) -> Result<Target, String> {
    match t.strip_prefix(['c', 'C']) {
        Some(n) => n
            .parse()
            .map(Target::Counter)
            .map_err(|_| format!("{t:?} is not a counter like c7")),
        None => unit(t).map(Target::Unit),
    }
}

/// Parses a typed command for `seat_`.
///
/// # Errors
/// What is wrong with the text.
pub fn parse(s: &State, seat_: Seat, text: &str) -> Result<Action, String> {
    let w: Vec<&str> = text.split_whitespace().collect();
    let arg = |i: usize| -> Result<&str, String> {
        w.get(i)
            .copied()
            .ok_or_else(|| format!("{:?} needs more arguments (see help)", w[0]))
    };
    let Some(&verb) = w.first() else {
        return Err("empty command".into());
    };
    Ok(match verb.to_ascii_lowercase().as_str() {
        "deploy" if seat_ == seat::UMPIRE => Action::DeployCounter {
            unit: next_counter(s).ok_or("every counter is deployed")? as u16,
            sector: sector(arg(1)?)?,
        },
        "deploy" => {
            let d = division_of_seat(s, seat_).ok_or("only division commanders deploy units")?;
            let to = if arg(1)?.eq_ignore_ascii_case("r1") {
                Place::R1
            } else {
                Place::Sector(sector(arg(1)?)?)
            };
            Action::DeployUnit {
                unit: next_of_division(s, d).ok_or("the division is deployed")? as u16,
                to,
            }
        }
        "recon" | "reconnoitre" => Action::Reconnoitre,
        "breakthrough" => Action::NameBreakthrough {
            division: one_based(arg(1)?, "division")?,
        },
        "frontage" => Action::SetFrontage {
            division: one_based(arg(1)?, "division")?,
            first: one_based(arg(2)?, "axis")? as i8,
            last: one_based(arg(3)?, "axis")? as i8,
        },
        "hold" => Action::HoldUnit {
            unit: unit(arg(1)?)?,
        },
        "hold-division" => Action::HoldDivision {
            division: one_based(arg(1)?, "division")?,
        },
        "off-table" => Action::KeepOffTable {
            division: one_based(arg(1)?, "division")?,
        },
        "end-orders" => Action::EndOrders,
        "trp" => Action::PlotTrp {
            sector: sector(arg(1)?)?,
        },
        "mission" | "fm" => Action::FireMission {
            sector: sector(arg(1)?)?,
        },
        "air" => Action::AirStrike {
            target: target(arg(1)?)?,
        },
        "permit" => Action::Permit {
            unit: unit(arg(1)?)?,
            division: one_based(arg(2)?, "division")?,
        },
        "move" | "withdraw" => Action::Move {
            unit: unit(arg(1)?)?,
            to: sector(arg(2)?)?,
        },
        "exit" => Action::Exit {
            unit: unit(arg(1)?)?,
        },
        "release" => Action::Release {
            unit: unit(arg(1)?)?,
            to: w.get(2).map(|t| sector(t)).transpose()?,
        },
        "fire" => Action::Fire {
            battery: unit(arg(1)?)?,
            target: target(arg(2)?)?,
            extra_ammo: w.get(3).is_some_and(|x| x.eq_ignore_ascii_case("extra")),
        },
        "staff" => Action::StaffTakesOver {
            division: one_based(arg(1)?, "division")?,
            unit: unit(arg(2)?)?,
        },
        "chain" => Action::ChainOfCommand {
            division: one_based(arg(1)?, "division")?,
            unit: unit(arg(2)?)?,
        },
        "bonus" => Action::BonusHost {
            giver: unit(arg(1)?)?,
            host: unit(arg(2)?)?,
        },
        "shot" => Action::FreeShot {
            shooter: unit(arg(1)?)?,
        },
        "loss" => Action::TakeLoss {
            unit: unit(arg(1)?)?,
        },
        "done" | "end" => Action::Done,
        _ => return Err(format!("unknown command {verb:?}; type help")),
    })
}
