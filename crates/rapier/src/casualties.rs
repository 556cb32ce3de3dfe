//! The owners' choices in combat. Turn step 7 as a sequence the owners take part in: ground
//! combat sector by sector and round by round (RAP-8, RAP-9), stopping whenever a loss is the
//! owner's to choose; and the free shot at a withdrawing unit (RAP-6), whose shooter its owner
//! picks.
//!
//! RAP-8 gives the owner of the units hit the allocation of the hits, within limits: a hit kills
//! if any unit it may fall on is left, the most kills the hits allow are always made, assault
//! troops that rolled 2d6 go first, and losses are spread as evenly as the classes of target
//! allow. When the owning seat is one the scenario names in `rules.owner_choices` (the server and
//! `play` name every seat a person holds) and more than one unit meets those limits, the seat
//! chooses ([`crate::Action::TakeLoss`]); otherwise the engine's rule chooses, as it always did
//! for bots (UMP-RAP-4: the HQ last).

use serde::Serialize;
use umpire_core::{Dice, Seat, SeatSet};

use crate::ground_combat::{self as gc, max_kills};
use crate::state::{
    seat, Combat, Here, Kind, Phase, Sector, Side, Stage, State, ATTACKERS, NO_HOST, UMPIRE_ONLY,
};
use crate::Action;

/// What a seat is shown of the losses being chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LossesView {
    /// Where.
    pub sector: Sector,
    /// Whose units.
    pub side: Side,
    /// Hits still to allocate (some may find no target left).
    pub hits_left: u8,
}

impl Combat {
    /// Combat in `sectors`, in that order.
    #[must_use]
    pub fn new(sectors: Vec<Sector>) -> Self {
        Self {
            sectors,
            next: 0,
            fought: Vec::new(),
            here: None,
            round: 0,
            stage: Stage::NextSector,
            pending: Vec::new(),
            chooser: None,
            hosts: Vec::new(),
            batch: None,
        }
    }
}

/// The units the first of `hits` may fall on within RAP-8's limits. Hits that can kill nothing
/// more are dropped first (all of them once no kill is left to make).
fn candidates(s: &State, here: &Here, side: Side, hits: &mut Vec<u16>) -> Vec<usize> {
    let units: Vec<usize> = here
        .of(s, side)
        .filter(|(_, u)| u.kind.is_fighting())
        .map(|(i, _)| i)
        .collect();
    let mut caps = [0u32; 12];
    for &i in &units {
        caps[gc::class(s, i)] += 1;
    }
    while let Some(&m) = hits.first() {
        let now = max_kills(&gc::group(hits), &caps);
        if now == 0 {
            hits.clear();
            break;
        }
        let rest = gc::group(&hits[1..]);
        let mut found: Vec<(usize, (bool, u32))> = Vec::new();
        for &i in &units {
            let c = gc::class(s, i);
            if m & (1 << c) == 0 {
                continue;
            }
            let mut after = caps;
            after[c] -= 1;
            if max_kills(&rest, &after) + 1 == now {
                found.push((i, (s.units[i].two_dice, caps[c])));
            }
        }
        let Some(best) = found.iter().map(|f| f.1).max() else {
            hits.remove(0);
            continue;
        };
        return found
            .into_iter()
            .filter(|f| f.1 == best)
            .map(|f| f.0)
            .collect();
    }
    Vec::new()
}

/// Takes the losses of the first pending batch that are not the owner's to choose; returns
/// the seat that must choose the next one, if any.
fn take_losses(s: &mut State, c: &mut Combat, dice: &mut Dice) -> Option<Seat> {
    while let Some((side, hits)) = c.pending.first_mut() {
        let (side, here) = (*side, c.here.as_ref()?);
        if c.batch.is_none() {
            let standing = here
                .of(s, side)
                .filter(|(_, u)| u.kind.is_fighting())
                .map(|(i, _)| i)
                .collect();
            c.batch = Some((hits.len(), standing));
        }
        let chooser = gc::owner(s, here, side).filter(|o| s.asked.contains(*o));
        let Some(chooser) = chooser else {
            gc::allocate(s, here, side, std::mem::take(hits), dice);
            c.pending.remove(0);
            losses_card(s, c.batch.take(), (side, here.sector), dice);
            continue;
        };
        loop {
            let options = candidates(s, here, side, hits);
            match options.len() {
                0 => break,
                1 => {
                    hits.remove(0);
                    crate::fire::kill(s, options[0], "Ground combat", dice);
                }
                _ => return Some(chooser),
            }
        }
        c.pending.remove(0);
        losses_card(s, c.batch.take(), (side, here.sector), dice);
    }
    None
}

/// The result card of a batch of ground-combat hits taken (RAP-8): the units of `batch` that
/// fell. The attackers see a face-down counter of the defence by its number alone (RAP-7), so
/// the umpire and the attackers get a card each when one fell.
fn losses_card(
    s: &State,
    batch: Option<(usize, Vec<usize>)>,
    (side, sector): (Side, Sector),
    dice: &mut Dice,
) {
    let Some((hits, batch)) = batch else {
        return;
    };
    if !dice.narrating() {
        return;
    }
    let fell: Vec<usize> = batch
        .into_iter()
        .filter(|&i| s.units[i].loc == crate::state::Loc::Gone)
        .collect();
    if hits == 0 && fell.is_empty() {
        return;
    }
    let whose = if side == Side::Attacker {
        "the attacking units"
    } else {
        "the defence"
    };
    let card = |umpire: bool| {
        let names: Vec<String> = fell
            .iter()
            .map(|&i| {
                let u = &s.units[i];
                if u.side == Side::Defender && u.face_down && !umpire {
                    format!("counter #{} (unseen)", u.counter)
                } else {
                    format!("{} ({})", u.name, u.label())
                }
            })
            .collect();
        umpire_core::Card {
            kind: "losses".into(),
            title: format!(
                "Ground combat in {}: losses of {whose}",
                State::sector_name(sector)
            ),
            sides: vec![format!("{whose} in the sector")],
            dice: Vec::new(),
            lines: vec![
                format!(
                    "{hits} hit{} to take; the most kills they allow, assault troops that rolled 2d6 first (RAP-8)",
                    if hits == 1 { "" } else { "s" }
                ),
                if names.is_empty() {
                    "no unit falls: no hit found a target its column may kill".to_owned()
                } else {
                    format!("lost: {}", names.join(", "))
                },
            ],
            read: None,
        }
    };
    let mark = dice.mark();
    let hidden = fell
        .iter()
        .any(|&i| s.units[i].side == Side::Defender && s.units[i].face_down);
    if hidden {
        dice.card(UMPIRE_ONLY, mark, || card(true));
        dice.card(ATTACKERS, mark, || card(false));
    } else {
        dice.card(umpire_core::SeatSet::ALL, mark, || card(true));
    }
}

/// Runs the combat on until it is over (`true`) or an owner must choose a loss (`false`; the
/// phase is then [`Phase::Casualties`] and `c.chooser` the seat).
pub fn run(s: &mut State, c: &mut Combat, dice: &mut Dice) -> bool {
    loop {
        c.chooser = take_losses(s, c, dice);
        if let (Some(_), Some((side, _))) = (c.chooser, c.pending.first()) {
            s.phase = Phase::Casualties { side: *side };
            return false;
        }
        match c.stage {
            Stage::NextSector => {
                let Some(&sector) = c.sectors.get(c.next) else {
                    c.here = None;
                    return true;
                };
                c.next += 1;
                crate::movement::reveal_on_entry(s, sector, dice);
                let here = Here::gather(s, sector);
                if !here.contested(s) {
                    continue;
                }
                if here
                    .of(s, Side::Defender)
                    .any(|(_, u)| u.kind.is_fighting())
                {
                    c.fought.push(sector);
                }
                c.here = Some(here);
                c.round = 1;
                c.stage = Stage::Hosts;
            }
            Stage::Hosts => {
                let Some(here) = c.here.as_ref() else {
                    c.stage = Stage::NextSector;
                    continue;
                };
                if c.round > 3 || !here.contested(s) {
                    c.stage = Stage::NextSector;
                    continue;
                }
                if !s.asked.contains(seat::UMPIRE) {
                    c.stage = Stage::RoundStart;
                    continue;
                }
                let Some(giver) = next_giver(s, here, &c.hosts) else {
                    c.stage = Stage::RoundStart;
                    continue;
                };
                if distinct_columns(s, here, giver) < 2 {
                    c.hosts.push((giver, NO_HOST));
                    continue;
                }
                c.chooser = Some(seat::UMPIRE);
                s.phase = Phase::BonusDice;
                return false;
            }
            Stage::RoundStart => {
                // Only `Hosts` leads here, having checked that the round is to be fought.
                let Some(here) = c.here.as_ref() else {
                    c.stage = Stage::NextSector;
                    continue;
                };
                let (sector, round) = (here.sector, c.round);
                dice.say(umpire_core::SeatSet::ALL, || {
                    format!(
                        "Ground combat in {}, round {round}.",
                        State::sector_name(sector)
                    )
                });
                // Nothing changes between marking the assault troops and the first volleys, so
                // the volleys worked out for the marking are the ones fired.
                let volleys = gc::mark_assault(s, here, &c.hosts);
                if round == 1 {
                    // The side that held the sector fires first; its hits come off first.
                    let first = s.holder[s.sidx(sector)];
                    let h = gc::roll_volley(s, here, first, &volleys[first.idx()], dice);
                    c.pending.push((first.other(), sorted(h)));
                    c.stage = Stage::Reply;
                } else {
                    let [att, def] = &volleys;
                    let a = gc::roll_volley(s, here, Side::Attacker, att, dice);
                    let d = gc::roll_volley(s, here, Side::Defender, def, dice);
                    c.pending.push((Side::Defender, sorted(a)));
                    c.pending.push((Side::Attacker, sorted(d)));
                    c.stage = Stage::RoundEnd;
                }
            }
            Stage::Reply => {
                let Some(here) = c.here.as_ref() else {
                    c.stage = Stage::NextSector;
                    continue;
                };
                let first = s.holder[s.sidx(here.sector)];
                let (_, reply) = gc::side_volley(s, here, first.other(), &c.hosts);
                let h = gc::roll_volley(s, here, first.other(), &reply, dice);
                c.pending.push((first, sorted(h)));
                c.stage = Stage::RoundEnd;
            }
            Stage::RoundEnd => {
                c.round += 1;
                c.hosts.clear();
                c.stage = Stage::Hosts;
            }
        }
    }
}

fn sorted(mut hits: Vec<u16>) -> Vec<u16> {
    hits.sort_by_key(|m| m.count_ones());
    hits
}

/// What a seat is shown of the losses being chosen now.
#[must_use]
pub fn view(s: &State) -> Option<LossesView> {
    let c = s.combat.as_ref()?;
    let (side, hits) = c.pending.first()?;
    Some(LossesView {
        sector: c.here.as_ref()?.sector,
        side: *side,
        hits_left: u8::try_from(hits.len()).unwrap_or(u8::MAX),
    })
}

/// The chooser's legal losses: one [`Action::TakeLoss`] per unit the next hit may fall on.
pub fn legal(s: &State, seat_: Seat, out: &mut Vec<Action>) {
    let Some(c) = s.combat.as_ref() else { return };
    let (Some(here), Some((side, hits))) = (c.here.as_ref(), c.pending.first()) else {
        return;
    };
    if c.chooser != Some(seat_) {
        return;
    }
    for i in candidates(s, here, *side, &mut hits.clone()) {
        out.push(Action::TakeLoss { unit: i as u16 });
    }
}

/// The seat choosing a loss now.
#[must_use]
pub fn chooser(s: &State) -> Option<Seat> {
    s.combat.as_ref().and_then(|c| c.chooser)
}

/// Applies a chosen loss (already checked); the sequence of play then runs the combat on.
pub fn apply(s: &mut State, a: &Action, dice: &mut Dice) {
    let (Action::TakeLoss { unit }, Some(mut c)) = (*a, s.combat.take()) else {
        return;
    };
    if let Some((_, hits)) = c.pending.first_mut() {
        if !hits.is_empty() {
            hits.remove(0);
        }
    }
    crate::fire::kill(s, usize::from(unit), "Ground combat", dice);
    // The choice is made: the sequence of play runs the combat on.
    c.chooser = None;
    s.combat = Some(c);
}

/// The defender's fortification or minefield in the sector that has no host yet this round.
fn next_giver(s: &State, here: &Here, hosts: &[(usize, usize)]) -> Option<usize> {
    here.of(s, Side::Defender)
        .find(|(i, u)| {
            matches!(u.kind, Kind::Fortification | Kind::Minefield)
                && !hosts.iter().any(|(g, _)| g == i)
        })
        .map(|(i, _)| i)
}

/// The defenders that may take `giver`'s bonus dice, each with the dice and target classes of
/// its best column against the attackers there.
fn hosts_for(s: &State, here: &Here, giver: usize) -> Vec<(usize, u8, u8)> {
    let holds = s.holder[s.sidx(here.sector)] == Side::Defender;
    let present = here
        .of(s, Side::Attacker)
        .filter(|(_, u)| u.kind.is_fighting())
        .fold(0, |m, (_, u)| m | (1 << gc::category(u.kind)));
    here.of(s, Side::Defender)
        .filter(|(i, u)| *i != giver && u.kind.is_fighting())
        .map(|(i, u)| {
            let (d, cats) = gc::best_column(u.kind, u.assault, holds, present);
            (i, d, cats)
        })
        .collect()
}

/// How many different columns the bonus dice could fire in: with one, there is no choice.
fn distinct_columns(s: &State, here: &Here, giver: usize) -> usize {
    // Minefield dice never hit engineers: hosts that differ only there make no difference.
    let mask = if s.units[giver].kind == Kind::Minefield {
        !(1 << gc::ENG)
    } else {
        u8::MAX
    };
    let mut cats: Vec<u8> = hosts_for(s, here, giver)
        .iter()
        .map(|h| h.2 & mask)
        .collect();
    cats.sort_unstable();
    cats.dedup();
    cats.len()
}

/// What the umpire sees of the bonus dice he is placing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BonusView {
    /// Where.
    pub sector: Sector,
    /// The fortification or minefield (unit id).
    pub giver: u16,
    /// Each defender that may take its dice (unit id) and that defender's dice in its best
    /// column.
    pub options: Vec<(u16, u8)>,
}

/// The bonus dice being placed, for the umpire.
#[must_use]
pub fn bonus_view(s: &State, viewer: Seat) -> Option<BonusView> {
    if s.phase != Phase::BonusDice || viewer != seat::UMPIRE {
        return None;
    }
    let c = s.combat.as_ref()?;
    let here = c.here.as_ref()?;
    let giver = next_giver(s, here, &c.hosts)?;
    Some(BonusView {
        sector: here.sector,
        giver: giver as u16,
        options: hosts_for(s, here, giver)
            .into_iter()
            .map(|(i, d, _)| (i as u16, d))
            .collect(),
    })
}

/// The umpire's legal hosts for the next fortification's or minefield's bonus dice.
pub fn legal_hosts(s: &State, seat_: Seat, out: &mut Vec<Action>) {
    let Some(c) = s.combat.as_ref().filter(|c| c.chooser == Some(seat_)) else {
        return;
    };
    let Some(here) = c.here.as_ref() else { return };
    let Some(giver) = next_giver(s, here, &c.hosts) else {
        return;
    };
    for (i, _, _) in hosts_for(s, here, giver) {
        out.push(Action::BonusHost {
            giver: giver as u16,
            host: i as u16,
        });
    }
}

/// Records the umpire's host (already checked); the sequence of play then runs the combat on.
pub fn apply_host(s: &mut State, a: &Action) {
    let Action::BonusHost { giver, host } = *a else {
        return;
    };
    if let Some(c) = s.combat.as_mut() {
        c.hosts.push((usize::from(giver), usize::from(host)));
        // The choice is made: the sequence of play runs the combat on.
        c.chooser = None;
    }
}

/// Three rounds of ground combat in one sector, every loss allocated by the engine's rule (for
/// tests and calculators: the game goes through [`crate::casualties`]).
pub fn resolve_sector(s: &mut State, sector: Sector, dice: &mut Dice) {
    let mut c = Combat::new(vec![sector]);
    let asked = std::mem::replace(&mut s.asked, SeatSet::NONE);
    crate::casualties::run(s, &mut c, dice);
    s.asked = asked;
}
