//! What a campaign in progress is worth, for the search's playouts cut short
//! ([`umpire_core::Ruleset::estimate`]).
//!
//! A whole campaign played out from one decision carries the luck of some ten turns of battles,
//! against which one decision weighs little. So the search plays a Race-for-X playout only to
//! the start of the next campaign turn and scores it there by this estimate: the chance that
//! each player takes the objective in each of the turns left, as heuristic players do from
//! where it stands.
//!
//! The two races are nearly independent: a player's defender is the other player, whose
//! heuristic picks the strongest force of the size the table gives whatever the picker's own
//! position. So each player's race is read as a chain of turn starts. Its position at a
//! turn's start ([`Position`]: zone, whether it attacked last turn, how far it moved and its
//! losses) leads to the next turn's position or to the objective, with frequencies counted
//! once from [`TRIAL_CAMPAIGNS`] campaigns of the same scenario between heuristic players,
//! with the scenario's own battles. Positions seen too rarely borrow the frequencies of
//! coarser ones. The chances that each player finishes in each turn left follow from the
//! chain, and from those the chances of victory, draw (both finish in the same turn, or
//! neither by the turn limit) and defeat.
//!
//! The counts depend on the scenario alone (fixed seeds, one thread), so a search that scores
//! with them still chooses the same action for the same seed and budget. They are counted the
//! first time a scenario is scored in a process and kept.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

use umpire_core::{Bot, Dice, Ruleset, Table};

use crate::bots::HeuristicBot;
use crate::campaign::{Phase, Player, State};
use crate::tables::Action;
use crate::Race;

/// Campaigns between heuristic players counted for a scenario's chain.
pub const TRIAL_CAMPAIGNS: u64 = 2_000;

/// Campaign turns a playout plays before it is scored: the rest of the turn it began in.
const HORIZON: u16 = 1;

/// Turn starts a position needs before its own frequencies are trusted; a rarer one borrows
/// those of the coarser position that leaves out its exact losses, then of its zone alone.
const TRUSTED: u32 = 30;

/// Where a player stands at the start of a campaign turn, as far as its race goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Position {
    /// The player (0 = A, 1 = B): each has its own orbat and route.
    pub player: u8,
    /// Zone 1–5.
    pub zone: u8,
    /// Last turn's action was an attack (else a regroup, or no turn yet): an attack after a
    /// regroup goes in with the full share.
    pub attacked: bool,
    /// Zones moved last turn (−1 for a retreat): the type-of-battle roll's modifier.
    pub moved: i8,
    /// Stands lost and not yet recovered, in sixteenths of the orbat (8 for half or more): a
    /// quarter, 4, is where the heuristic stops attacking.
    pub lost: u8,
}

impl Position {
    /// The position of `p`, player `player`, or `None` once it has taken the objective.
    #[must_use]
    pub fn of(player: u8, p: &Player) -> Option<Self> {
        if p.zone > 5 {
            return None;
        }
        let stands: u32 = p.units.iter().map(|u| u.spec.stands).sum();
        let lost: u32 = p.units.iter().map(|u| u.lost).sum();
        let sixteenths = (lost * 16).checked_div(stands).unwrap_or(0).min(8);
        Some(Self {
            player,
            zone: p.zone,
            attacked: p.last.is_some_and(|l| l.0 == Action::Attack),
            moved: p.moved,
            lost: u8::try_from(sixteenths).unwrap_or(8),
        })
    }

    /// The same position with its losses told only as over or under a quarter.
    fn coarse(self) -> Self {
        Self {
            lost: if self.lost >= 4 { 8 } else { 0 },
            ..self
        }
    }

    /// Its player and zone alone.
    fn zone_only(self) -> Self {
        Self {
            attacked: false,
            moved: 0,
            lost: 0,
            ..self
        }
    }
}

/// Where a player stood at the next turn's start: a position, or `None` with the objective
/// taken.
type Next = Option<Position>;

/// Counts of what followed a position.
type Counts = BTreeMap<Next, u32>;

/// A scenario's chain: for each position, the chance of taking the objective in each of the
/// turns to come (index 0: the turn starting now).
struct Model {
    /// The scenario's campaign at its start, to tell scenarios apart.
    start: State,
    /// `finish[pos][j]`: the chance a player at `pos` takes the objective in the `j`-th turn
    /// from now, for `j` up to the turn limit.
    finish: BTreeMap<Position, Vec<f64>>,
}

/// The chains counted so far in this process, one per scenario.
static MODELS: Mutex<Vec<Arc<Model>>> = Mutex::new(Vec::new());

/// The campaign of `s`'s scenario at its start.
fn fresh(s: &State) -> State {
    let mut t = s.clone();
    for p in &mut t.players {
        p.zone = 1;
        p.last = None;
        p.moved = 0;
        for u in &mut p.units {
            u.lost = 0;
        }
    }
    t.turn = 1;
    t.phase = Phase::Choose;
    t.pending = [None, None];
    t.current = 0;
    t.fight = None;
    t.took = [false, false];
    t.winner = None;
    t.history.clear();
    t.actions = 0;
    t
}

/// Whether `s` is a campaign of the scenario `start` began.
fn same_scenario(start: &State, s: &State) -> bool {
    start.rules == s.rules
        && start.objective == s.objective
        && start.defences == s.defences
        && start.players.len() == s.players.len()
        && start.players.iter().zip(&s.players).all(|(a, b)| {
            a.name == b.name
                && a.route == b.route
                && a.units.len() == b.units.len()
                && a.units.iter().zip(&b.units).all(|(x, y)| x.spec == y.spec)
        })
}

/// The chain of `s`'s scenario, counted on first use.
fn model(s: &State) -> Arc<Model> {
    let mut models = MODELS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(m) = models.iter().find(|m| same_scenario(&m.start, s)) {
        return Arc::clone(m);
    }
    let m = Arc::new(Model::count(fresh(s), TRIAL_CAMPAIGNS));
    models.push(Arc::clone(&m));
    m
}

/// Whether `s` is at the start of a campaign turn, before either choice.
fn at_turn_start(s: &State) -> bool {
    s.winner.is_none() && s.phase == Phase::Choose && s.pending == [None, None]
}

impl Model {
    /// Plays `campaigns` campaigns from `start` between heuristic players (seeds 1 to
    /// `campaigns`) and builds the chain from each player's turn starts.
    fn count(start: State, campaigns: u64) -> Self {
        let mut seen: BTreeMap<Position, Counts> = BTreeMap::new();
        for seed in 1..=campaigns {
            let mut state = start.clone();
            let mut dice = Dice::new(seed, false);
            let bots: Vec<Box<dyn Bot<Race>>> = (0..Race::SEATS.len())
                .map(|_| Box::new(HeuristicBot) as Box<dyn Bot<Race>>)
                .collect();
            let mut from: Vec<Next> = (0..2)
                .map(|p| Position::of(p, &state.players[usize::from(p)]))
                .collect();
            let mut turn = state.turn;
            Table::new(bots, seed).play_until(&mut state, &mut dice, |s| {
                let over = s.winner.is_some();
                if (at_turn_start(s) && s.turn != turn) || over {
                    turn = s.turn;
                    for (p, player) in (0..2).zip(&s.players) {
                        let next = Position::of(p, player);
                        let p = usize::from(p);
                        if let Some(pos) = from[p] {
                            *seen.entry(pos).or_default().entry(next).or_default() += 1;
                        }
                        from[p] = next;
                    }
                }
                false
            });
        }
        let limit = usize::from(start.rules.max_turns);
        Self {
            finish: chain(&seen, limit),
            start,
        }
    }

    /// The chances a player at `pos` takes the objective in each of the next `turns` turns
    /// (zero past the turn limit).
    fn finishing(&self, pos: Next, turns: usize) -> Vec<f64> {
        let Some(pos) = pos else {
            // Taken already (not at a turn's start): counted as this turn.
            let mut v = vec![0.0; turns];
            if let Some(first) = v.first_mut() {
                *first = 1.0;
            }
            return v;
        };
        let known = self.finish.get(&pos);
        (0..turns)
            .map(|j| known.and_then(|f| f.get(j)).copied().unwrap_or(0.0))
            .collect()
    }
}

/// What follows each position, its own counts or, when it was seen too rarely, those of its
/// coarser forms pooled.
fn transitions(seen: &BTreeMap<Position, Counts>, pos: Position) -> Vec<(Next, f64)> {
    let pooled = |key: fn(Position) -> Position| {
        let mut sum = Counts::new();
        for (p, counts) in seen {
            if key(*p) == key(pos) {
                for (next, n) in counts {
                    *sum.entry(*next).or_default() += n;
                }
            }
        }
        sum
    };
    let total = |c: &Counts| c.values().sum::<u32>();
    let own = seen.get(&pos).cloned().unwrap_or_default();
    // The finest trusted counts, else the coarsest (the zone's, however few).
    let counts = if total(&own) >= TRUSTED {
        own
    } else {
        let coarse = pooled(Position::coarse);
        if total(&coarse) >= TRUSTED {
            coarse
        } else {
            pooled(Position::zone_only)
        }
    };
    let n = f64::from(total(&counts).max(1));
    counts
        .into_iter()
        .map(|(next, c)| (next, f64::from(c) / n))
        .collect()
}

/// For every position, the chance of taking the objective in each of the next `limit`
/// turns.
fn chain(seen: &BTreeMap<Position, Counts>, limit: usize) -> BTreeMap<Position, Vec<f64>> {
    // Every position there is, seen or not (an unseen one borrows from coarser ones).
    let mut all = Vec::new();
    for player in 0..2 {
        for zone in 1..=5 {
            for attacked in [false, true] {
                for moved in -1..=2 {
                    for lost in 0..=8 {
                        all.push(Position {
                            player,
                            zone,
                            attacked,
                            moved,
                            lost,
                        });
                    }
                }
            }
        }
    }
    let steps: BTreeMap<Position, Vec<(Next, f64)>> =
        all.iter().map(|&p| (p, transitions(seen, p))).collect();
    let mut finish: BTreeMap<Position, Vec<f64>> = all
        .iter()
        .map(|&p| (p, Vec::with_capacity(limit)))
        .collect();
    for j in 0..limit {
        let layer: Vec<(Position, f64)> = all
            .iter()
            .map(|&p| {
                let chance = steps[&p]
                    .iter()
                    .map(|&(next, w)| match next {
                        None => f64::from(u8::from(j == 0)) * w,
                        Some(q) if j > 0 => w * finish[&q][j - 1],
                        Some(_) => 0.0,
                    })
                    .sum();
                (p, chance)
            })
            .collect();
        for (p, chance) in layer {
            if let Some(v) = finish.get_mut(&p) {
                v.push(chance);
            }
        }
    }
    finish
}

/// The worth to `side` of a race whose players take the objective in turn `j` from now with
/// chances `a[j]` and `b[j]`: a victory counts one, a draw (both in the same turn, or neither
/// in the turns left) one half.
fn worth_of(a: &[f64], b: &[f64], side: u8) -> f64 {
    let (mut cum_a, mut cum_b) = (0.0, 0.0);
    let (mut win_a, mut win_b) = (0.0, 0.0);
    for (pa, pb) in a.iter().zip(b) {
        win_a += pa * (1.0 - cum_b - pb);
        win_b += pb * (1.0 - cum_a - pa);
        cum_a += pa;
        cum_b += pb;
    }
    let draw = (1.0 - win_a - win_b).max(0.0);
    let mine = if side == 0 { win_a } else { win_b };
    (mine + 0.5 * draw).clamp(0.0, 1.0)
}

/// The estimate [`Race`] gives a search: at the start of the campaign turn after the one a
/// playout began in, the chances of each player's race as heuristic players run it.
pub fn estimate(s: &State, from: &State, side: u8) -> Option<f64> {
    if !at_turn_start(s) || s.turn < from.turn.saturating_add(HORIZON) {
        return None;
    }
    let left = usize::from(s.rules.max_turns.saturating_sub(s.turn)) + 1;
    let m = model(s);
    let a = m.finishing(Position::of(0, &s.players[0]), left);
    let b = m.finishing(Position::of(1, &s.players[1]), left);
    Some(worth_of(&a, &b, side))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_race_is_won_by_the_first_to_finish_and_drawn_in_the_same_turn() {
        // A finishes in the first turn for certain, B never: A's.
        assert_eq!(worth_of(&[1.0, 0.0], &[0.0, 0.0], 0), 1.0);
        assert_eq!(worth_of(&[1.0, 0.0], &[0.0, 0.0], 1), 0.0);
        // Both in the first turn: a draw.
        assert_eq!(worth_of(&[1.0], &[1.0], 1), 0.5);
        // Neither in the turns left: a draw at the limit.
        assert_eq!(worth_of(&[0.0, 0.0], &[0.0, 0.0], 0), 0.5);
        // A half and half in the first turn, B certain in the second: A wins half, B the rest.
        assert!((worth_of(&[0.5, 0.0], &[0.0, 1.0], 1) - 0.5).abs() < 1e-12);
        // Even chances each turn: even.
        assert!((worth_of(&[0.5, 0.5], &[0.5, 0.5], 0) - 0.5).abs() < 1e-12);
    }

    #[test]
    fn the_estimate_scores_only_the_start_of_a_later_turn() {
        let sc = crate::bundled("race-for-kalach").expect("bundled");
        let start = crate::campaign::build(&sc).expect("builds");
        // The start itself: not past the horizon.
        assert_eq!(estimate(&start, &start, 0), None);
        let mut later = start.clone();
        later.turn = 2;
        let even = estimate(&later, &start, 0).expect("scored");
        // A player nearer the objective is worth more to its side.
        let mut ahead = later.clone();
        ahead.players[0].zone = 5;
        let better = estimate(&ahead, &start, 0).expect("scored");
        assert!(better > even + 0.2, "{better} against {even}");
        assert!((estimate(&ahead, &start, 1).expect("scored") - (1.0 - better)).abs() < 1e-12);
        // In the middle of a turn: played on.
        let mut choosing = later.clone();
        choosing.pending[0] = Some(Action::Attack);
        assert_eq!(estimate(&choosing, &start, 0), None);
    }

    #[test]
    fn a_playout_cut_short_stops_at_the_next_turn_and_is_scored_there() {
        let sc = crate::bundled("race-for-kalach").expect("bundled");
        let start = crate::campaign::build(&sc).expect("builds");
        let mut state = start.clone();
        let mut dice = Dice::new(7, false);
        let bots: Vec<Box<dyn Bot<Race>>> = vec![Box::new(HeuristicBot), Box::new(HeuristicBot)];
        let mut scored = None;
        let actions = Table::new(bots, 7).play_until(&mut state, &mut dice, |s| {
            scored = Race::estimate(s, &start, 1);
            scored.is_some()
        });
        // Both players' turns were played (choices, fielding, defences), then it stopped.
        assert!(actions >= 2, "{actions} actions");
        assert_eq!((state.turn, state.phase), (2, Phase::Choose));
        assert_eq!(state.history.len(), 2);
        let worth = scored.expect("scored at the turn's start");
        assert!((0.0..=1.0).contains(&worth));
    }

    #[test]
    fn the_chain_gives_each_position_a_chance_of_finishing_at_most_one() {
        let sc = crate::bundled("race-for-kalach").expect("bundled");
        let m = Model::count(crate::campaign::build(&sc).expect("builds"), 200);
        for (pos, f) in &m.finish {
            let sum: f64 = f.iter().sum();
            assert!(
                (0.0..=1.0 + 1e-9).contains(&sum),
                "{pos:?} finishes with chance {sum}"
            );
        }
        // From zone 5, attacking with the momentum, the objective is nearer than from zone 1.
        let near = m.finishing(
            Some(Position {
                player: 0,
                zone: 5,
                attacked: true,
                moved: 1,
                lost: 0,
            }),
            5,
        );
        let far = m.finishing(
            Some(Position {
                player: 0,
                zone: 1,
                attacked: false,
                moved: 0,
                lost: 0,
            }),
            5,
        );
        assert!(near.iter().sum::<f64>() > far.iter().sum::<f64>());
    }
}
