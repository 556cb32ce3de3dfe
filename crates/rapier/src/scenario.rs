//! Scenario files (TOML) and their validation into the initial state.
//!
//! Every house value of RULINGS.md (RAP-3's event table, fire-mission counts, the victory
//! table) and every optional rule (RAP-15) is a named field of `[rules]` with the default
//! the rulings give, so a group that plays differently edits the file, not the code.

use serde::{Deserialize, Serialize};
use umpire_core::{Dice, ScenarioError};

use crate::state::{
    Division, Frontage, Kind, Loc, Phase, RandomEvent, Sector, Side, State, Unit, NO_DIV,
    UMPIRE_ONLY,
};

/// Terrain of a sector (optional difficult-terrain rule).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Terrain {
    /// Open ground.
    #[default]
    Open,
    /// Towns and cities.
    Urban,
    /// Woods.
    Woods,
    /// Steep contours: hills and ridges (bogs like woods: UMP-RAP-6).
    Hills,
    /// Swamp.
    Swamp,
    /// A canal or river.
    River,
    /// A bridge or ford over a river.
    Bridge,
}

/// Which difficult-terrain variation a scenario plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TerrainOption {
    /// Basic game: terrain is scenery.
    #[default]
    None,
    /// Halting: no entering and leaving difficult terrain in one move, except by road.
    Halting,
    /// Bogging: a die roll to enter each new sector.
    Bogging,
}

/// The scale the table represents (scale variations; names only, the rules do not change).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scale {
    /// Front vs army: divisions, 30 km sectors, 1-day turns.
    ArmyGroup,
    /// Army vs corps: regiments, 8 km sectors, 8-hour turns.
    Army,
    /// Corps vs division: battalions, 2 km sectors, 3-hour turns (the default).
    #[default]
    Corps,
    /// Division vs regiment: companies, 500 m sectors, 1-hour turns.
    Division,
}

impl Scale {
    /// (unit, sector, turn) as the scale-variation table gives them.
    #[must_use]
    pub fn describe(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Scale::ArmyGroup => ("division", "30 km", "1 day"),
            Scale::Army => ("regiment/brigade", "8 km", "8 hours"),
            Scale::Corps => ("battalion", "2 km", "3 hours"),
            Scale::Division => ("company", "500 m", "1 hour"),
        }
    }
}

/// Special terrain of one sector.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectorTerrain {
    /// The sector, "A2-L3".
    pub sector: String,
    /// Its terrain.
    #[serde(default)]
    pub terrain: Terrain,
    /// Impassable to vehicles (armour, motorised infantry, guns) except by road or bridge.
    #[serde(default)]
    pub impassable: bool,
}

/// Victory thresholds in percent of the break-through denominator (RAP-11).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VictoryTable {
    /// Total victory at or above this.
    pub total: f64,
    /// Major victory at or above this.
    pub major: f64,
    /// Minor victory at or above this.
    pub minor: f64,
}

impl Default for VictoryTable {
    fn default() -> Self {
        Self {
            total: 100.0,
            major: 85.0,
            minor: 75.0,
        }
    }
}

fn d<T: Default>() -> T {
    T::default()
}
const fn n6() -> u8 {
    6
}
const fn n4() -> u8 {
    4
}
const fn n3() -> u8 {
    3
}
const fn n2() -> u8 {
    2
}
const fn n8() -> u8 {
    8
}
const fn n16() -> u8 {
    16
}
fn events() -> [RandomEvent; 6] {
    use RandomEvent as E;
    [
        E::None,
        E::None,
        E::ThickFog,
        E::AttackerAirStrike,
        E::DefenderAirStrike,
        E::ExtraAmmo,
    ]
}

/// Rules, house values and optional rules. Every field has the default of the text or of
/// RULINGS.md.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Axes across the table (A1–A4).
    #[serde(default = "n4")]
    pub axes: u8,
    /// Lines deep (L1–L6).
    #[serde(default = "n6")]
    pub lines: u8,
    /// Turns in the game (6).
    #[serde(default = "n6")]
    pub turns: u8,
    /// Units of one side per on-table sector (6).
    #[serde(default = "n6")]
    pub stacking: u8,
    /// Reconnaissance attempts (3).
    #[serde(default = "n3")]
    pub recon_attempts: u8,
    /// Counters examined per successful attempt (RAP-2: 2).
    #[serde(default = "n2")]
    pub recon_counters: u8,
    /// Target registration points (4).
    #[serde(default = "n4")]
    pub trps: u8,
    /// Pre-battle fire missions (16).
    #[serde(default = "n16")]
    pub prebattle_fire_missions: u8,
    /// Pre-battle fire missions per sector at most (2).
    #[serde(default = "n2")]
    pub prebattle_per_sector: u8,
    /// On-call fire missions for the game (8).
    #[serde(default = "n8")]
    pub oncall_fire_missions: u8,
    /// On-call fire missions per turn at most (4).
    #[serde(default = "n4")]
    pub oncall_per_turn: u8,
    /// On-call fire missions per TRP per turn at most (2).
    #[serde(default = "n2")]
    pub oncall_per_trp: u8,
    /// Random events for die faces 1–6 (RAP-3, house value).
    #[serde(default = "events")]
    pub random_events: [RandomEvent; 6],
    /// Victory table.
    #[serde(default)]
    pub victory: VictoryTable,
    /// Optional: difficult terrain, halting or bogging.
    #[serde(default)]
    pub terrain: TerrainOption,
    /// Optional: moving targets are hit on 5+, moving cavalry on 4+.
    #[serde(default)]
    pub moving_targets: bool,
    /// Optional scale variation (names only).
    #[serde(default)]
    pub scale: Scale,
    /// Optional advanced victory: sectors the attacker must hold at the end.
    #[serde(default)]
    pub capture: Vec<String>,
    /// Optional advanced victory: the attacker must exit units over at least this many axes.
    #[serde(default)]
    pub wide_front: u8,
    /// Sectors with terrain other than open.
    #[serde(default = "d")]
    pub sectors: Vec<SectorTerrain>,
    /// Roads, as pairs of orthogonally adjacent sectors.
    #[serde(default = "d")]
    pub roads: Vec<[String; 2]>,
}

impl Default for Rules {
    fn default() -> Self {
        // The defaults above are the only source of truth: parse an empty table.
        toml::from_str("").unwrap_or_else(|_| unreachable_rules())
    }
}

fn unreachable_rules() -> Rules {
    Rules {
        axes: 4,
        lines: 6,
        turns: 6,
        stacking: 6,
        recon_attempts: 3,
        recon_counters: 2,
        trps: 4,
        prebattle_fire_missions: 16,
        prebattle_per_sector: 2,
        oncall_fire_missions: 8,
        oncall_per_turn: 4,
        oncall_per_trp: 2,
        random_events: events(),
        victory: VictoryTable::default(),
        terrain: TerrainOption::None,
        moving_targets: false,
        scale: Scale::Corps,
        capture: Vec::new(),
        wide_front: 0,
        sectors: Vec::new(),
        roads: Vec::new(),
    }
}

/// A line of an order of battle: `count` identical units.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    /// Name; with `count` > 1 a number is appended.
    pub name: String,
    /// Kind.
    pub kind: Kind,
    /// How many.
    #[serde(default = "one")]
    pub count: u8,
    /// Assault troops.
    #[serde(default)]
    pub assault: bool,
    /// Motorised.
    #[serde(default)]
    pub motorised: bool,
    /// A division asset.
    #[serde(default)]
    pub asset: bool,
    /// A fixed starting place ("A2-L3", or "R1"/"R2" for attackers), skipping deployment.
    #[serde(default)]
    pub at: Option<String>,
}

const fn one() -> u8 {
    1
}

/// The defending division.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefenderSpec {
    /// Its name.
    pub name: String,
    /// Its units and counters.
    pub units: Vec<UnitSpec>,
}

/// An attacking division.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DivisionSpec {
    /// Its name.
    pub name: String,
    /// Named by the scenario as the break-through division.
    #[serde(default)]
    pub breakthrough: bool,
    /// Its units.
    pub units: Vec<UnitSpec>,
}

/// The attacking corps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackerSpec {
    /// Its name.
    pub name: String,
    /// One to three divisions.
    pub divisions: Vec<DivisionSpec>,
}

/// A scenario file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The rule set, `"rapier"` (optional; `umpire check` reads it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    /// Short name.
    pub name: String,
    /// Title.
    pub title: String,
    /// Where the data comes from.
    #[serde(default)]
    pub sources: String,
    /// Rules and house values.
    #[serde(default)]
    pub rules: Rules,
    /// The attacker.
    pub attacker: AttackerSpec,
    /// The defender.
    pub defender: DefenderSpec,
}

impl Scenario {
    /// Parses TOML.
    ///
    /// # Errors
    /// The parser's message, which names the field and line.
    pub fn from_toml(text: &str) -> Result<Self, ScenarioError> {
        toml::from_str(text).map_err(|e| {
            let msg = e.message().to_owned();
            let field = e
                .span()
                .map(|sp| {
                    let line = text[..sp.start.min(text.len())].lines().count().max(1);
                    format!("line {line}")
                })
                .unwrap_or_else(|| "file".to_owned());
            ScenarioError::new(field, msg)
        })
    }
}

fn err(field: impl Into<String>, reason: impl Into<String>) -> ScenarioError {
    ScenarioError::new(field, reason)
}

fn parse_sector(rules: &Rules, text: &str, field: &str) -> Result<Sector, ScenarioError> {
    let s = State::parse_sector(text)
        .ok_or_else(|| err(field, format!("{text:?} is not a sector like \"A2-L3\"")))?;
    if !s.on_board(rules.axes as i8, rules.lines as i8) {
        return Err(err(
            field,
            format!("{text} is off the {}×{} table", rules.axes, rules.lines),
        ));
    }
    Ok(s)
}

fn check_rules(r: &Rules) -> Result<(), ScenarioError> {
    if !(1..=8).contains(&r.axes) {
        return Err(err("rules.axes", "must be 1 to 8"));
    }
    if !(3..=10).contains(&r.lines) {
        return Err(err("rules.lines", "must be 3 to 10"));
    }
    if r.turns == 0 || r.turns > 30 {
        return Err(err("rules.turns", "must be 1 to 30"));
    }
    if !(1..=50).contains(&r.stacking) {
        return Err(err("rules.stacking", "must be 1 to 50"));
    }
    if usize::from(r.trps) > usize::from(r.axes) * usize::from(r.lines) {
        return Err(err("rules.trps", "more TRPs than sectors on the table"));
    }
    if r.trps == 0 && r.oncall_fire_missions > 0 {
        return Err(err(
            "rules.trps",
            "on-call fire missions need at least one TRP",
        ));
    }
    let v = r.victory;
    if !(v.total >= v.major && v.major >= v.minor && v.minor > 0.0 && v.total <= 100.0) {
        return Err(err("rules.victory", "need 100 ≥ total ≥ major ≥ minor > 0"));
    }
    for (i, c) in r.capture.iter().enumerate() {
        parse_sector(r, c, &format!("rules.capture[{i}]"))?;
    }
    if r.wide_front > r.axes {
        return Err(err("rules.wide_front", "more axes than the table has"));
    }
    for (i, s) in r.sectors.iter().enumerate() {
        parse_sector(r, &s.sector, &format!("rules.sectors[{i}].sector"))?;
    }
    for (i, [a, b]) in r.roads.iter().enumerate() {
        let f = format!("rules.roads[{i}]");
        let (a, b) = (parse_sector(r, a, &f)?, parse_sector(r, b, &f)?);
        if a.manhattan(b) != 1 {
            return Err(err(f, "a road joins two orthogonally adjacent sectors"));
        }
    }
    Ok(())
}

fn blank_unit(spec: &UnitSpec, name: String, side: Side, division: u8) -> Unit {
    Unit {
        name,
        side,
        kind: spec.kind,
        assault: spec.assault,
        motorised: spec.motorised,
        asset: spec.asset,
        division,
        loc: Loc::Undeployed,
        axis: 0,
        counter: 0,
        face_down: side == Side::Defender,
        scouted: false,
        revealed_turn: 0,
        moved: false,
        came_from: None,
        start: Loc::Undeployed,
        fired: false,
        two_dice: false,
        breakthrough: false,
        permitted: false,
    }
}

fn expand(
    specs: &[UnitSpec],
    side: Side,
    division: u8,
    path: &str,
    rules: &Rules,
    out: &mut Vec<Unit>,
) -> Result<(), ScenarioError> {
    for (i, spec) in specs.iter().enumerate() {
        let f = format!("{path}.units[{i}]");
        if spec.count == 0 {
            return Err(err(format!("{f}.count"), "must be at least 1"));
        }
        let defender_only = matches!(
            spec.kind,
            Kind::Fortification | Kind::Minefield | Kind::Wire | Kind::AtObstacle | Kind::Dummy
        );
        if side == Side::Attacker && defender_only {
            return Err(err(
                format!("{f}.kind"),
                format!("{} counters belong to the defender only", spec.kind.name()),
            ));
        }
        if spec.assault && !matches!(spec.kind, Kind::Infantry | Kind::Engineer | Kind::Cavalry) {
            return Err(err(
                format!("{f}.assault"),
                "only infantry, engineers and cavalry can be assault troops",
            ));
        }
        let place = match &spec.at {
            None => Loc::Undeployed,
            Some(t) if side == Side::Attacker && t.eq_ignore_ascii_case("R1") => Loc::R1,
            Some(t) if side == Side::Attacker && t.eq_ignore_ascii_case("R2") => Loc::R2,
            Some(t) => {
                let s = parse_sector(rules, t, &format!("{f}.at"))?;
                let ok = match side {
                    Side::Defender => s.y >= 1 && s.y <= rules.lines as i8 - 2,
                    Side::Attacker => s.y == 0,
                };
                if !ok {
                    return Err(err(
                        format!("{f}.at"),
                        match side {
                            Side::Defender => "the defender deploys in lines L2 to L5",
                            Side::Attacker => "attackers deploy on line L1, or in R1 or R2",
                        },
                    ));
                }
                Loc::Table(s)
            }
        };
        for k in 0..spec.count {
            let name = if spec.count > 1 {
                format!("{} {}", spec.name, k + 1)
            } else {
                spec.name.clone()
            };
            let mut u = blank_unit(spec, name, side, division);
            u.loc = place;
            if let Loc::Table(s) = place {
                u.axis = s.x;
            }
            out.push(u);
        }
    }
    Ok(())
}

fn check_stacking(units: &[Unit], rules: &Rules) -> Result<(), ScenarioError> {
    for side in [Side::Attacker, Side::Defender] {
        for y in 0..rules.lines as i8 {
            for x in 0..rules.axes as i8 {
                let s = Sector::new(x, y);
                let n = units
                    .iter()
                    .filter(|u| u.side == side && u.loc == Loc::Table(s))
                    .count();
                if n > rules.stacking as usize {
                    let who = if side == Side::Attacker {
                        "attacker"
                    } else {
                        "defender"
                    };
                    return Err(err(
                        format!("{who}.units[].at"),
                        format!(
                            "{n} {who} units placed in {}: the stacking limit is {} a side",
                            State::sector_name(s),
                            rules.stacking
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Validates a scenario into the initial state; the only place scenario data is checked.
///
/// # Errors
/// The first invalid field and why.
pub fn build(sc: &Scenario, dice: &mut Dice) -> Result<State, ScenarioError> {
    let r = &sc.rules;
    if let Some(id) = sc.ruleset.as_deref().filter(|id| *id != "rapier") {
        return Err(err(
            "ruleset",
            format!("this is a {id} scenario, not a rapier one"),
        ));
    }
    check_rules(r)?;
    let divs = &sc.attacker.divisions;
    if divs.is_empty() || divs.len() > 3 {
        return Err(err(
            "attacker.divisions",
            "the corps has one to three divisions",
        ));
    }
    if divs.iter().filter(|d| d.breakthrough).count() > 1 {
        return Err(err(
            "attacker.divisions[].breakthrough",
            "only one division can be the break-through division",
        ));
    }
    let mut units = Vec::new();
    for (i, dv) in divs.iter().enumerate() {
        let di = u8::try_from(i).unwrap_or(0);
        if dv.units.is_empty() {
            return Err(err(
                format!("attacker.divisions[{i}].units"),
                "a division needs units",
            ));
        }
        expand(
            &dv.units,
            Side::Attacker,
            di,
            &format!("attacker.divisions[{i}]"),
            r,
            &mut units,
        )?;
    }
    let first_defender = units.len();
    expand(
        &sc.defender.units,
        Side::Defender,
        NO_DIV,
        "defender",
        r,
        &mut units,
    )?;
    if units.len() == first_defender {
        return Err(err("defender.units", "the defender needs units"));
    }
    if units.len() - first_defender > 250 {
        return Err(err("defender.units", "at most 250 counters"));
    }
    let capacity = usize::from(r.axes) * usize::from(r.lines - 2) * usize::from(r.stacking);
    if units.len() - first_defender > capacity {
        return Err(err(
            "defender.units",
            format!(
                "{} counters cannot fit in lines L2–L{} at {} a sector",
                units.len() - first_defender,
                r.lines - 1,
                r.stacking
            ),
        ));
    }
    check_stacking(&units, r)?;
    shuffle_counters(&mut units[first_defender..], dice);
    let mut state = State {
        rules: r.clone(),
        divisions: divs
            .iter()
            .map(|d| Division {
                name: d.name.clone(),
                frontage: None,
                in_corps_reserve: false,
                off_table: false,
                moves_left: 0,
                staff_swaps: 0,
            })
            .collect(),
        breakthrough: divs
            .iter()
            .position(|d| d.breakthrough)
            .and_then(|i| u8::try_from(i).ok()),
        units,
        phase: Phase::DefenderDeployment,
        turn: 0,
        recon_left: r.recon_attempts,
        trps: Vec::new(),
        trp_fired: Vec::new(),
        trp_this_turn: Vec::new(),
        prebattle_fm_left: r.prebattle_fire_missions,
        prebattle_fm_at: vec![0; usize::from(r.axes) * usize::from(r.lines)],
        oncall_fm_left: r.oncall_fire_missions,
        oncall_this_turn: 0,
        fog: false,
        extra_ammo: false,
        last_event: RandomEvent::None,
        defender_moves_left: 0,
        holder: vec![Side::Defender; usize::from(r.axes) * usize::from(r.lines)],
        done: umpire_core::SeatSet::NONE,
        unseen_kills: 0,
        actions: 0,
        cells: cells(r),
    };
    crate::turn::settle(&mut state, dice);
    Ok(state)
}

fn cells(r: &Rules) -> Vec<crate::state::Cell> {
    use umpire_core::geometry::Dir4;
    let w = usize::from(r.axes);
    let mut cells = vec![crate::state::Cell::default(); w * usize::from(r.lines)];
    let idx = |s: Sector| s.y as usize * w + s.x as usize;
    for t in &r.sectors {
        if let Some(s) = State::parse_sector(&t.sector) {
            cells[idx(s)].terrain = t.terrain;
            cells[idx(s)].impassable = t.impassable;
        }
    }
    for [a, b] in &r.roads {
        if let (Some(a), Some(b)) = (State::parse_sector(a), State::parse_sector(b)) {
            for (from, to) in [(a, b), (b, a)] {
                if let Some(k) = Dir4::ALL.iter().position(|&d| from.step(d) == to) {
                    cells[idx(from)].roads |= 1 << k;
                }
            }
        }
    }
    cells
}

/// Gives the defender's counters random numbers, so a counter's number says nothing of what
/// it is (the roll is the umpire's alone).
fn shuffle_counters(defenders: &mut [Unit], dice: &mut Dice) {
    let n = defenders.len();
    let mut numbers: Vec<u8> = (1..=n)
        .map(|k| u8::try_from(k).unwrap_or(u8::MAX))
        .collect();
    for i in (1..n).rev() {
        let j = dice.pick(i + 1, "shuffle counter numbers", UMPIRE_ONLY);
        numbers.swap(i, j);
    }
    for (u, k) in defenders.iter_mut().zip(numbers) {
        u.counter = k;
    }
}

/// A frontage from 1-based axes, for scenario and CLI input.
#[must_use]
pub fn frontage(first: i8, last: i8) -> Frontage {
    Frontage {
        first: first - 1,
        last: last - 1,
    }
}
