//! Bots for the commanders' seats. Both read only their seat's view.
//!
//! The heuristic commander gives each stand the order its situation calls for and leaves it
//! alone while that order stands (every change pays command reaction time): guns fire where the
//! most enemy figures are in range; recce scouts the objectives ahead of the attack; the
//! attacker's companies attack the nearest enemy in sight or else the nearest objective not yet
//! held, with their battalion commander going in with them; the defender digs in, holds with
//! ambushes and counter-attacks lost objectives nearby; battered or disorganised stands out of
//! contact reorganise, and empty ones send for ammunition.

use umpire_core::bot::best_index;
use umpire_core::geometry::Hex;
use umpire_core::{Bot, Rng, Seat};

use crate::command::Task;
use crate::game::{Action, Order};
use crate::scenario::Role;
use crate::standing::Instruction;
use crate::support::Arm;
use crate::tables::Protection;
use crate::view::{StandView, View};
use crate::Nqm;

/// Bot kinds.
pub const BOT_KINDS: &[&str] = &["random", "heuristic"];

/// A bot by kind.
#[must_use]
pub fn by_name(kind: &str) -> Option<Box<dyn Bot<Nqm>>> {
    match kind {
        "random" => Some(Box::new(umpire_core::RandomBot)),
        "heuristic" => Some(Box::new(HeuristicBot)),
        _ => None,
    }
}

/// The heuristic commander.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

fn current(u: &StandView) -> Order {
    u.pending.map_or(u.order, |p| p.order)
}

/// Seen enemy figures by hex.
fn enemy_hexes(v: &View) -> Vec<(Hex, u32)> {
    let mut out: Vec<(Hex, u32)> = Vec::new();
    for e in &v.enemy {
        match out.iter_mut().find(|(h, _)| *h == e.hex) {
            Some((_, n)) => *n += e.figures,
            None => out.push((e.hex, e.figures)),
        }
    }
    out
}

/// What the heuristic commander wants stand `u` to be doing.
#[must_use]
pub fn desired(v: &View, u: &StandView) -> Option<Order> {
    desired_among(v, u, &enemy_hexes(v))
}

/// [`desired`], the enemy seen ([`enemy_hexes`]) gathered already.
fn desired_among(v: &View, u: &StandView, enemies: &[(Hex, u32)]) -> Option<Order> {
    let side = v.side?;
    let nearest_enemy = enemies
        .iter()
        .map(|&(h, _)| h)
        .min_by_key(|h| (h.distance(u.hex), *h));
    let in_contact = nearest_enemy.is_some_and(|h| h.distance(u.hex) <= 1);
    if u.ammo_capacity > 0 && u.ammo_thirds < 3 && !in_contact {
        return Some(Order::Resupply);
    }
    // Reorganisation needs the unit's unwounded command stand at hand.
    let head = if u.command { Some(u.index) } else { u.parent };
    let commander_near = head
        .and_then(|h| v.own.iter().find(|s| s.index == h))
        .is_some_and(|h| h.hex.distance(u.hex) <= 1 && h.markers + h.black < h.figures);
    let battered = u.disorganised || u.to_ground || u.markers * 2 >= u.figures.max(1);
    if battered && !in_contact && commander_near {
        return Some(Order::Reorganise);
    }
    let reach = u16::try_from(u.range_m / v.hex_m).unwrap_or(0);
    if reach >= 1 && (u.arm == Arm::Supporting || u.gun.indirect()) {
        let best = enemies
            .iter()
            .filter(|(h, _)| h.distance(u.hex) <= reach)
            .max_by_key(|(h, n)| (*n, std::cmp::Reverse(*h)));
        return Some(match best {
            Some(&(h, _)) => Order::Fire {
                target: h,
                harass: false,
            },
            None => Order::Hold { ambush: true },
        });
    }
    if u.arm == Arm::Logistic {
        return Some(Order::Hold { ambush: true });
    }
    let open_objective = v
        .objectives
        .iter()
        .filter(|o| o.holder != side)
        .map(|o| o.hex)
        .min_by_key(|h| (h.distance(u.hex), *h));
    if side == 0 {
        if u.role == Role::Recce {
            if let Some(o) = open_objective {
                return Some(Order::Recce { to: o, scoot: true });
            }
        }
        if u.disorganised {
            return Some(Order::Hold { ambush: true });
        }
        // Keep an attack going while its target still holds enemy or is still to be taken.
        if let Order::Attack { target } = current(u) {
            let live = enemies.iter().any(|(h, _)| *h == target)
                || v.objectives
                    .iter()
                    .any(|o| o.hex == target && o.holder != side);
            if live {
                return Some(Order::Attack { target });
            }
        }
        if let Some(h) = nearest_enemy.filter(|h| h.distance(u.hex) <= 3) {
            return Some(Order::Attack { target: h });
        }
        return Some(match open_objective {
            Some(o) => Order::Attack { target: o },
            None => Order::Task {
                task: Task::DigIn,
                at: u.hex,
            },
        });
    }
    if !u.disorganised {
        if let Some(o) = open_objective.filter(|o| o.distance(u.hex) <= 2) {
            return Some(Order::Attack { target: o });
        }
    }
    if u.position == Protection::Open && !in_contact {
        return Some(Order::Task {
            task: Task::DigIn,
            at: u.hex,
        });
    }
    Some(Order::Hold { ambush: true })
}

/// The standing instructions the heuristic commander writes (UMP-NQM-39), the first one of its
/// stands still lacks: in defence, a broken unit withdraws (where no line of retreat is clear
/// it sits tight all the same, so withdrawing saves what can be saved and costs nothing), and a
/// concealed stand shouts STOP as far out as its weapon's effective range allows. It never
/// pauses an attack: after-combat disorganisation gives a pause nothing (UMP-NQM-43).
fn instruction(v: &View, legal: &[Action]) -> Option<usize> {
    if v.side? != 1 {
        return None;
    }
    let find = |stand: u16, want: Instruction| {
        legal.iter().position(|a| {
            matches!(a, Action::Instruct { stand: s, instruction } if *s == stand && *instruction == want)
        })
    };
    for u in &v.own {
        let head = u.command || u.parent.is_none();
        if head && !u.standing.broken_withdraws {
            if let Some(k) = find(u.index, Instruction::Broken { withdraw: true }) {
                return Some(k);
            }
        }
        if u.concealed {
            // The farthest STOP the rules allow this stand (its effective range and sight).
            let farthest = legal
                .iter()
                .enumerate()
                .filter_map(|(k, a)| match a {
                    Action::Instruct {
                        stand,
                        instruction: Instruction::Stop { hexes },
                    } if *stand == u.index => Some((*hexes, k)),
                    _ => None,
                })
                .max();
            if let Some((hexes, k)) = farthest {
                if hexes > u.standing.stop_hexes {
                    return Some(k);
                }
            }
        }
    }
    None
}

impl Bot<Nqm> for HeuristicBot {
    fn choose(
        &mut self,
        _seat: Seat,
        view: Option<&View>,
        legal: &[Action],
        rng: &mut Rng,
    ) -> usize {
        let Some(v) = view else { return 0 };
        // Air first, where most enemy is seen.
        let enemies = enemy_hexes(v);
        // Sorties may go anywhere; the bot sends them only where it sees enemy.
        let width = usize::try_from(v.width).unwrap_or(0);
        let height = usize::try_from(v.height).unwrap_or(0);
        let cell = |h: Hex| {
            let (c, r) = h.to_offset();
            let (c, r) = (usize::try_from(c).ok()?, usize::try_from(r).ok()?);
            (c < width && r < height).then_some(r * width + c)
        };
        let mut sought = vec![false; width * height];
        for k in enemies.iter().filter_map(|&(h, _)| cell(h)) {
            sought[k] = true;
        }
        let mut air: Vec<usize> = Vec::new();
        if !enemies.is_empty() {
            for (k, a) in legal.iter().enumerate() {
                if let Action::AirStrike { target } = *a {
                    if cell(target).is_some_and(|c| sought[c]) {
                        air.push(k);
                    }
                }
            }
        }
        if !air.is_empty() {
            let k = best_index(&air, rng, |&k| match legal[k] {
                Action::AirStrike { target } => f64::from(
                    enemies
                        .iter()
                        .find(|(h, _)| *h == target)
                        .map_or(0, |(_, n)| *n),
                ),
                _ => 0.0,
            });
            return air[k];
        }
        if let Some(k) = instruction(v, legal) {
            return k;
        }
        // What each stand of `v.own` wants, worked out once a decision when first asked.
        let wants: Vec<std::cell::OnceCell<Option<Order>>> =
            v.own.iter().map(|_| std::cell::OnceCell::new()).collect();
        let desired = |k: usize| *wants[k].get_or_init(|| desired_among(v, &v.own[k], &enemies));
        // Battalion commanders go in with the attack of most of their stands.
        let lead_target = |u: &StandView| -> Option<Order> {
            if !u.command {
                return None;
            }
            let mut counts: Vec<(Order, usize)> = Vec::new();
            for (k, c) in v.own.iter().enumerate() {
                if c.index == u.index {
                    continue;
                }
                let o = desired(k)?;
                if matches!(o, Order::Attack { .. }) && c.hex.distance(u.hex) <= 3 {
                    match counts.iter_mut().find(|(x, _)| *x == o) {
                        Some((_, n)) => *n += 1,
                        None => counts.push((o, 1)),
                    }
                }
            }
            // The commander goes with the main effort once two stands or more make it.
            counts
                .into_iter()
                .filter(|(_, n)| *n >= 2)
                .max_by_key(|(_, n)| *n)
                .map(|(o, _)| o)
                .or(Some(Order::Hold { ambush: true }))
        };
        for (k, u) in v.own.iter().enumerate() {
            if u.ordered {
                continue;
            }
            let lead = if u.command && v.side == Some(0) {
                lead_target(u)
            } else {
                None
            };
            let Some(want) = lead.or_else(|| desired(k)) else {
                continue;
            };
            if want == current(u) {
                continue;
            }
            if let Some(k) = legal.iter().position(|a| {
                matches!(a, Action::Order { stand, order, from_hour: None } if *stand == u.index && *order == want)
            }) {
                return k;
            }
        }
        legal.iter().position(|a| *a == Action::Done).unwrap_or(0)
    }

    /// For a search's shortlist: its choice first, then `done` (leave every other stand on the
    /// order it has), then the other orders to the stand it chose for; standing instructions
    /// last.
    fn scores(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut Rng,
    ) -> Option<Vec<f64>> {
        let k = self.choose(seat, Some(view), legal, rng);
        let stand = match legal.get(k) {
            Some(Action::Order { stand, .. }) => Some(*stand),
            _ => None,
        };
        Some(
            legal
                .iter()
                .enumerate()
                .map(|(i, a)| match a {
                    _ if i == k => 3.0,
                    Action::Done => 2.0,
                    Action::Order { stand: s, .. } if Some(*s) == stand => 1.0,
                    Action::Instruct { .. } => -1.0,
                    _ => 0.0,
                })
                .collect(),
        )
    }
}
