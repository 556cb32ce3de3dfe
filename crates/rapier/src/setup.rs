//! "Starting the game": defender deployment, reconnaissance (RAP-2), initial orders,
//! attacker deployment, the corps fire plan and the pre-battle bombardment.

use umpire_core::{Dice, Seat};

use crate::action::{Action, Place};
use crate::fire;
use crate::state::division_of_seat;
use crate::state::{div_seat, seat, Kind, Loc, Sector, Side, State, ATTACKERS, NO_DIV};

/// The next defender counter to deploy.
#[must_use]
pub fn next_counter(s: &State) -> Option<usize> {
    s.side_units(Side::Defender)
        .find(|&i| s.units[i].loc == Loc::Undeployed)
}

/// The next undeployed unit of division `d` (units held in corps reserve are not deployed).
#[must_use]
pub fn next_of_division(s: &State, d: u8) -> Option<usize> {
    s.attackers().find(|&i| {
        let u = &s.units[i];
        u.division == d && u.loc == Loc::Undeployed
    })
}

/// Legal set-up actions.
pub fn legal(s: &State, seat_: Seat, out: &mut Vec<Action>) {
    use crate::state::Phase as P;
    match s.phase {
        P::DefenderDeployment if seat_ == seat::UMPIRE => {
            if let Some(i) = next_counter(s) {
                let unit = i as u16;
                let occ = s.occupancy();
                for y in 1..s.rules.lines as i8 - 1 {
                    for x in 0..s.rules.axes as i8 {
                        let sector = Sector::new(x, y);
                        if occ.count[Side::Defender.idx()][s.sidx(sector)] < s.rules.stacking {
                            out.push(Action::DeployCounter { unit, sector });
                        }
                    }
                }
            }
        }
        P::Reconnaissance if seat_ == seat::STAFF => out.push(Action::Reconnoitre),
        P::InitialOrders if seat_ == seat::CORPS => orders(s, out),
        P::AttackerDeployment => {
            let Some(d) = division_of_seat(s, seat_) else {
                return;
            };
            let Some(i) = next_of_division(s, d) else {
                return;
            };
            let div = &s.divisions[usize::from(d)];
            if let (Some(f), false) = (div.frontage, div.off_table) {
                let occ = s.occupancy();
                for x in f.first..=f.last {
                    let sector = Sector::new(x, 0);
                    if occ.count[Side::Attacker.idx()][s.sidx(sector)] < s.rules.stacking {
                        out.push(Action::DeployUnit {
                            unit: i as u16,
                            to: Place::Sector(sector),
                        });
                    }
                }
            }
            out.push(Action::DeployUnit {
                unit: i as u16,
                to: Place::R1,
            });
        }
        P::FirePlan if seat_ == seat::CORPS => {
            for sector in s.sectors() {
                if !s.trps.contains(&sector) {
                    out.push(Action::PlotTrp { sector });
                }
            }
        }
        P::PreBattleBombardment if seat_ == seat::CORPS => {
            for sector in s.sectors() {
                if s.prebattle_fm_at[s.sidx(sector)] < s.rules.prebattle_per_sector {
                    out.push(Action::FireMission { sector });
                }
            }
            out.push(Action::Done);
        }
        _ => {}
    }
}

fn orders(s: &State, out: &mut Vec<Action>) {
    if s.breakthrough.is_none() {
        for d in 0..s.div_count() {
            out.push(Action::NameBreakthrough { division: d });
        }
    }
    for (d, div) in s.divisions.iter().enumerate() {
        let d = d as u8;
        if div.frontage.is_some() || div.in_corps_reserve {
            continue;
        }
        out.push(Action::HoldDivision { division: d });
        if !div.off_table {
            out.push(Action::KeepOffTable { division: d });
        }
        frontages(s, d, out);
    }
    for i in s.attackers() {
        let u = &s.units[i];
        // UMP-RAP-21: an HQ goes into corps reserve only with its whole division.
        if u.kind != Kind::Hq
            && u.loc == Loc::Undeployed
            && u.division != NO_DIV
            && !s.divisions[usize::from(u.division)].in_corps_reserve
        {
            out.push(Action::HoldUnit { unit: i as u16 });
        }
    }
    if orders_complete(s) {
        out.push(Action::EndOrders);
    }
}

/// Every frontage division `d` may be given now: front-line divisions may not overlap; a
/// division held off table (R1 or R2) may overlap at most two front-line divisions.
pub fn frontages(s: &State, d: u8, out: &mut Vec<Action>) {
    let div = &s.divisions[usize::from(d)];
    let reserve = div.off_table || div.in_corps_reserve;
    // The other front-line divisions' frontages (a corps has at most three divisions).
    let mut front = [None; 3];
    for (e, o) in s.divisions.iter().enumerate() {
        if e != usize::from(d) && !o.off_table && !o.in_corps_reserve {
            if let Some(slot) = front.get_mut(e) {
                *slot = o.frontage;
            }
        }
    }
    for first in 0..s.rules.axes as i8 {
        for last in first..s.rules.axes as i8 {
            let f = crate::state::Frontage { first, last };
            let overlaps = front.iter().flatten().filter(|g| g.overlaps(f)).count();
            if (reserve && overlaps <= 2) || overlaps == 0 {
                out.push(Action::SetFrontage {
                    division: d,
                    first,
                    last,
                });
            }
        }
    }
}

/// Whether the initial orders say everything they must.
#[must_use]
pub fn orders_complete(s: &State) -> bool {
    s.breakthrough.is_some()
        && s.divisions
            .iter()
            .all(|d| d.in_corps_reserve || d.frontage.is_some())
}

/// Applies a set-up action (already checked).
pub fn apply(s: &mut State, _seat: Seat, a: &Action, dice: &mut Dice) {
    match *a {
        Action::DeployCounter { unit, sector } => {
            s.set_loc(usize::from(unit), Loc::Table(sector));
        }
        Action::Reconnoitre => reconnoitre(s, dice),
        Action::NameBreakthrough { division } => s.breakthrough = Some(division),
        Action::HoldUnit { unit } => {
            s.edit_unit(usize::from(unit), |u| {
                u.loc = Loc::R2;
                u.division = NO_DIV;
            });
        }
        Action::HoldDivision { division } => {
            s.divisions[usize::from(division)].in_corps_reserve = true;
            for i in 0..s.units.len() {
                let u = &s.units[i];
                if u.side == Side::Attacker && u.division == division && u.loc == Loc::Undeployed {
                    s.set_loc(i, Loc::R2);
                }
            }
        }
        Action::KeepOffTable { division } => s.divisions[usize::from(division)].off_table = true,
        Action::SetFrontage {
            division,
            first,
            last,
        } => {
            s.divisions[usize::from(division)].frontage =
                Some(crate::state::Frontage { first, last });
        }
        Action::EndOrders => end_orders(s),
        Action::DeployUnit { unit, to } => {
            let i = usize::from(unit);
            match to {
                Place::R1 => s.set_loc(i, Loc::R1),
                Place::Sector(sector) => {
                    s.set_loc(i, Loc::Table(sector));
                    s.units[i].axis = sector.x;
                }
            }
        }
        Action::PlotTrp { sector } => {
            s.trps.push(sector);
            s.trp_fired.push(false);
            s.trp_this_turn.push(0);
        }
        Action::FireMission { sector } => {
            let i = s.sidx(sector);
            s.prebattle_fm_at[i] += 1;
            s.prebattle_fm_left -= 1;
            fire::fire_mission(s, sector, false, dice);
        }
        Action::Done => s.prebattle_fm_left = 0,
        _ => {}
    }
}

fn end_orders(s: &mut State) {
    let bt = s.breakthrough.unwrap_or(0);
    for u in &mut s.units {
        if u.side == Side::Attacker && u.division == bt && u.loc != Loc::R2 {
            u.breakthrough = true;
        }
    }
    // Units of a division held entirely in R2 stay with it but count only once assigned.
    s.phase = crate::state::Phase::AttackerDeployment;
}

/// RAP-2: the axis die (1–4 on table) and line die pick a sector; two of its counters chosen
/// at random are shown to the attacking side.
fn reconnoitre(s: &mut State, dice: &mut Dice) {
    s.recon_left -= 1;
    let axis = dice.d6("reconnaissance: axis", ATTACKERS.with(seat::UMPIRE));
    let line = dice.d6("reconnaissance: line", ATTACKERS.with(seat::UMPIRE));
    let sector = Sector::new(axis as i8 - 1, line as i8 - 1);
    let everyone = ATTACKERS.with(seat::UMPIRE);
    if !s.on_table(sector) {
        dice.say(everyone, || {
            format!(
                "Reconnaissance: axis {axis}, line {line} is off the table; the attempt is wasted."
            )
        });
        return;
    }
    let mut hidden: Vec<usize> = s
        .units_at(sector, Side::Defender)
        .filter(|(_, u)| u.face_down && !u.scouted)
        .map(|(i, _)| i)
        .collect();
    if hidden.is_empty() {
        dice.say(everyone, || {
            format!(
                "Reconnaissance of {}: nothing new found.",
                State::sector_name(sector)
            )
        });
        return;
    }
    for _ in 0..s.rules.recon_counters {
        if hidden.is_empty() {
            break;
        }
        let k = dice.pick(hidden.len(), "reconnaissance: which counter", everyone);
        let i = hidden.swap_remove(k);
        s.units[i].scouted = true;
        let (c, label) = (s.units[i].counter, s.units[i].label());
        dice.say(everyone, || {
            format!(
                "Reconnaissance of {}: counter #{c} is {label}.",
                State::sector_name(sector)
            )
        });
    }
}

/// Whether every attacker unit that must deploy has done so.
#[must_use]
pub fn attackers_deployed(s: &State) -> bool {
    !s.attackers().any(|i| s.units[i].loc == Loc::Undeployed)
}

/// The seats of the division commanders with units still to deploy.
#[must_use]
pub fn deploying_seats(s: &State) -> umpire_core::SeatSet {
    let mut set = umpire_core::SeatSet::NONE;
    for d in 0..s.div_count() {
        if next_of_division(s, d).is_some() {
            set = set.with(div_seat(d));
        }
    }
    set
}

/// Whether a kind is a counter the defender deploys but the attacker never has.
#[must_use]
pub fn defender_only(k: Kind) -> bool {
    k.is_static() || k == Kind::Dummy
}
