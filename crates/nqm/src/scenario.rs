//! Scenario files (TOML): the map on NQM-1's scale, the hours of the battle day, and each side's
//! order of battle with command relationships, grades, classes, positions, strengths and
//! ammunition. Validation turns a file into a typed [`Orbat`] or refuses it naming the field.

use serde::{Deserialize, Serialize};
use umpire_core::geometry::Hex;
use umpire_core::ScenarioError;

use crate::classes::Class;
use crate::command::{Level, RangedWeapon};
use crate::movement::Mover;
use crate::support::{Arm, Relationship};
use crate::tables::{Grade, Protection};

/// A scenario file as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Must be `"nqm"`.
    pub ruleset: String,
    /// Short name.
    pub name: String,
    /// Title.
    pub title: String,
    /// Where the forces come from.
    #[serde(default)]
    pub sources: String,
    /// Scale and time.
    pub rules: RulesSpec,
    /// The map.
    pub map: MapSpec,
    /// Objectives.
    #[serde(default)]
    pub objectives: Vec<ObjectiveSpec>,
    /// Exactly two sides.
    pub sides: Vec<SideSpec>,
}

/// Scale and time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RulesSpec {
    /// Metres a hex (NQM-1; house value 500).
    #[serde(default = "hex_m")]
    pub hex_m: u32,
    /// Hour of the day the battle opens, 0–23.
    pub start_hour: u32,
    /// Hours of play, 1–72.
    pub hours: u32,
    /// Air sorties a day, 0–3 (the text: one to three, fixed for the scenario).
    #[serde(default)]
    pub air_sorties_per_day: u32,
    /// The headquarters that tasks the air support: `corps` (4 hours from call to strike) or
    /// `army` (8 hours), the task timings table.
    #[serde(default)]
    pub air_support: AirSupport,
}

/// Who tasks air support (task timings table).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum AirSupport {
    /// Corps: 4 hours.
    #[default]
    Corps,
    /// Army: 8 hours.
    Army,
}

impl AirSupport {
    /// Hours from the call to the strike.
    #[must_use]
    pub fn delay_hours(self) -> u32 {
        match self {
            AirSupport::Corps => 4,
            AirSupport::Army => 8,
        }
    }
}

const fn hex_m() -> u32 {
    500
}

/// The map: one string per row, one letter per hex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MapSpec {
    /// `.` open, `W` woods, `V` village, `~` river.
    pub terrain: Vec<String>,
    /// Road hexes, `[column, row]`.
    #[serde(default)]
    pub roads: Vec<[i16; 2]>,
    /// River hexes (`~`) of a major river, `[column, row]`; other river hexes are minor. A road
    /// across one is a major bridge; elsewhere it is crossed over a bridgehead or bridge on a
    /// crossing planned beforehand (the task timings table).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub major_river: Vec<[i16; 2]>,
}

/// An objective.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ObjectiveSpec {
    /// Name.
    pub name: String,
    /// `[column, row]`.
    pub hex: [i16; 2],
    /// The id of the side holding it at the start.
    pub holder: String,
}

/// A side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SideSpec {
    /// Identifier, used by objectives and seats.
    pub id: String,
    /// Name.
    pub name: String,
    /// Div Log units in the divisional dump.
    #[serde(default)]
    pub div_log: u32,
    /// Div Log units corps holds for the division: one comes forward to the dump for each
    /// vehicle the division sends back to corps from it (the logistics rules above division).
    #[serde(default)]
    pub corps_div_log: u32,
    /// The dump's hex.
    pub dump: [i16; 2],
    /// A command stand (by id) whose stands a subordinate commander ("plumpire") runs from
    /// his own seat, seeing only his part.
    #[serde(default)]
    pub subordinate: Option<String>,
    /// Its units, stand by stand.
    pub units: Vec<UnitSpec>,
}

/// A stand (platoon to company, or a headquarters) as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    /// Unique identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// The headquarters it belongs to (an id), if any.
    #[serde(default)]
    pub parent: Option<String>,
    /// `teeth`, `supporting` or `logistic`.
    pub arm: String,
    /// For supporting and logistic units with a parent: `under-command`, `direct-support` or
    /// `in-support`.
    #[serde(default)]
    pub relationship: Option<String>,
    /// A command stand (headquarters).
    #[serde(default)]
    pub command: bool,
    /// For a command stand: `brigade` (or `regiment`) or `division` for a formation whose
    /// headquarters' losses disorganise it as a whole; `corps`, `army` or `army-group` above
    /// the division the players command, whose stands answer orders only after the news has
    /// climbed to it and the orders come back down (the command reaction table).
    #[serde(default)]
    pub level: Option<String>,
    /// A division's rear headquarters (with `level = "division"` and the main headquarters as
    /// its parent): the division is disorganised only when both have been attacked and taken
    /// casualties.
    #[serde(default)]
    pub rear: bool,
    /// `E`, `V`, `R`, `C` or `M`.
    pub grade: String,
    /// In its first battle.
    #[serde(default)]
    pub green: bool,
    /// Movement class: `light-recce`, `armoured`, `armour-on-transporters`, `foot`,
    /// `motorised`, `cavalry-cycle` or `horse-drawn`.
    pub mover: String,
    /// Weapon class `VL`..`VH`.
    pub weapon: String,
    /// Armour class `VL`..`VH` (soft troops: `VL`).
    #[serde(default = "vl")]
    pub armour: String,
    /// `open`, `dug-in` or `fort`.
    #[serde(default = "open")]
    pub position: String,
    /// Figures, or a vehicle stand's strength points: 1–12.
    pub figures: u32,
    /// Ammunition dice carried (defaults to the figures; at most the figures).
    #[serde(default)]
    pub ammo: Option<u32>,
    /// `[column, row]`.
    pub hex: [i16; 2],
    /// Starts concealed from the other side.
    #[serde(default)]
    pub concealed: bool,
    /// Its row of the weapon-range table: `small-arms`, `at-rifle`, `light-at-gun`,
    /// `medium-at-gun`, `heavy-at-gun`, `tank-gun-47`, `tank-gun-76`, `mortar-81`, `mortar-3in`,
    /// `mortar-120`, `artillery-105`, `artillery-150` or `artillery-200`; defaults to small
    /// arms, or a tank gun for armour.
    #[serde(default)]
    pub gun: Option<String>,
    /// Calibre in millimetres of an indirect-fire weapon, where it differs from its row's.
    #[serde(default)]
    pub calibre_mm: Option<u32>,
    /// Greatest effective range in metres, where the scenario uses other published data than
    /// the weapon-range table (its note 1).
    #[serde(default)]
    pub range_m: Option<u32>,
    /// A special role: `recce` (may shoot and scoot in the recce sequence), `engineer`
    /// (bridges, demolitions, minefields, fortification) or `fuel` (a fuel vehicle: once a side
    /// has one, its tracked and motorised stands are in fuel overnight only through a chain of
    /// them, each within a road march of its headquarters, back to the dump).
    #[serde(default)]
    pub role: Option<String>,
}

/// A stand's special role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// None.
    None,
    /// Recce troops.
    Recce,
    /// Engineers.
    Engineer,
    /// A fuel vehicle (petrol bowser): a link of a fuel chain.
    Fuel,
}

fn vl() -> String {
    "VL".to_owned()
}

fn open() -> String {
    "open".to_owned()
}

impl Scenario {
    /// Parses TOML.
    ///
    /// # Errors
    /// A syntax error or an unknown or missing field, with its line.
    pub fn from_toml(text: &str) -> Result<Self, ScenarioError> {
        toml::from_str(text)
            .map_err(|e| ScenarioError::parse(text, e.span().map(|s| s.start), e.message()))
    }
}

/// Terrain of a hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Terrain {
    /// Open ground.
    Open,
    /// Woods.
    Woods,
    /// Village.
    Village,
    /// River.
    River,
}

/// A validated stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// Index of its headquarters among its side's units.
    pub parent: Option<usize>,
    /// Arm.
    pub arm: Arm,
    /// Tie to its headquarters (teeth arms: under command).
    pub relationship: Relationship,
    /// A command stand.
    pub command: bool,
    /// The level of a headquarters, if the scenario gives one.
    pub level: Option<Level>,
    /// A division's rear headquarters.
    pub rear: bool,
    /// Grade.
    pub grade: Grade,
    /// Green troops.
    pub green: bool,
    /// Movement class.
    pub mover: Mover,
    /// Weapon class.
    pub weapon: Class,
    /// Armour class.
    pub armour: Class,
    /// Position.
    pub position: Protection,
    /// Figures.
    pub figures: u32,
    /// Ammunition dice.
    pub ammo: u32,
    /// Where it stands.
    pub hex: Hex,
    /// Concealed at the start.
    pub concealed: bool,
    /// Its row of the weapon-range table.
    pub gun: RangedWeapon,
    /// Calibre in millimetres (indirect fire; 0 for direct-fire weapons).
    pub calibre_mm: u32,
    /// Greatest effective range in metres.
    pub range_m: u32,
    /// Its special role.
    pub role: Role,
}

/// A validated side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// Div Log units in the dump.
    pub div_log: u32,
    /// Div Log units corps holds for the division.
    pub corps_div_log: u32,
    /// The dump's hex.
    pub dump: Hex,
    /// The subordinate commander's headquarters, as an index into the units.
    pub subordinate: Option<usize>,
    /// Its units.
    pub units: Vec<Unit>,
}

/// A validated objective.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Objective {
    /// Name.
    pub name: String,
    /// Hex.
    pub hex: Hex,
    /// Index of the side holding it.
    pub holder: usize,
}

/// A validated scenario: the map, the clock and both orders of battle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Orbat {
    /// Scale and time.
    pub rules: RulesSpec,
    /// Columns.
    pub width: i16,
    /// Rows.
    pub height: i16,
    /// Terrain, row by row.
    pub terrain: Vec<Vec<Terrain>>,
    /// Road hexes.
    pub roads: Vec<Hex>,
    /// Hexes of a major river.
    pub major_river: Vec<Hex>,
    /// Objectives.
    pub objectives: Vec<Objective>,
    /// The two sides.
    pub sides: Vec<Side>,
}

impl Orbat {
    /// The terrain of a hex on the map.
    #[must_use]
    pub fn terrain_at(&self, h: Hex) -> Option<Terrain> {
        let (c, r) = h.to_offset();
        let row = self.terrain.get(usize::try_from(r).ok()?)?;
        row.get(usize::try_from(c).ok()?).copied()
    }
}

fn err(field: impl Into<String>, reason: impl Into<String>) -> ScenarioError {
    ScenarioError::new(field, reason)
}

fn on_map(field: &str, at: [i16; 2], width: i16, height: i16) -> Result<Hex, ScenarioError> {
    let [c, r] = at;
    if c < 0 || r < 0 || c >= width || r >= height {
        return Err(err(
            field,
            format!("[{c}, {r}] is off the {width}×{height} map"),
        ));
    }
    Ok(Hex::from_offset(c, r))
}

/// Validates a scenario into its typed order of battle.
///
/// # Errors
/// The first field that is wrong, with why.
pub fn build(sc: &Scenario) -> Result<Orbat, ScenarioError> {
    if sc.ruleset != "nqm" {
        return Err(err(
            "ruleset",
            format!("{:?} is not this rule set: expected \"nqm\"", sc.ruleset),
        ));
    }
    let r = sc.rules;
    if !(50..=10_000).contains(&r.hex_m) {
        return Err(err(
            "rules.hex_m",
            "a hex must be 50 to 10,000 metres across",
        ));
    }
    if r.start_hour > 23 {
        return Err(err("rules.start_hour", "an hour of the day, 0 to 23"));
    }
    if !(1..=72).contains(&r.hours) {
        return Err(err("rules.hours", "1 to 72 hours of play"));
    }
    if r.air_sorties_per_day > 3 {
        return Err(err(
            "rules.air_sorties_per_day",
            "air flies one to three sorties a day (0 for none)",
        ));
    }
    let rows = &sc.map.terrain;
    let height = rows.len();
    let width = rows.first().map_or(0, |w| w.chars().count());
    if !(1..=60).contains(&height) || !(1..=60).contains(&width) {
        return Err(err("map.terrain", "the map must be 1 to 60 hexes each way"));
    }
    let mut terrain = Vec::with_capacity(height);
    for (y, row) in rows.iter().enumerate() {
        if row.chars().count() != width {
            return Err(err(
                format!("map.terrain[{y}]"),
                format!(
                    "{} hexes, but the first row has {width}",
                    row.chars().count()
                ),
            ));
        }
        let mut cells = Vec::with_capacity(width);
        for (x, ch) in row.chars().enumerate() {
            cells.push(match ch {
                '.' => Terrain::Open,
                'W' => Terrain::Woods,
                'V' => Terrain::Village,
                '~' => Terrain::River,
                o => {
                    return Err(err(
                        format!("map.terrain[{y}]"),
                        format!(
                            "column {x}: {o:?} is not terrain: . open, W woods, V village, ~ river"
                        ),
                    ))
                }
            });
        }
        terrain.push(cells);
    }
    // Both fit in i16: at most 60.
    let (w, h) = (width as i16, height as i16);
    let roads = sc
        .map
        .roads
        .iter()
        .enumerate()
        .map(|(i, &at)| on_map(&format!("map.roads[{i}]"), at, w, h))
        .collect::<Result<Vec<_>, _>>()?;
    let mut major_river = Vec::with_capacity(sc.map.major_river.len());
    for (i, &at) in sc.map.major_river.iter().enumerate() {
        let field = format!("map.major_river[{i}]");
        let hex = on_map(&field, at, w, h)?;
        let [c, r] = at;
        // On the map, so both are in range.
        if terrain[r as usize][c as usize] != Terrain::River {
            return Err(err(field, format!("{c},{r} is not a river hex (`~`)")));
        }
        major_river.push(hex);
    }
    if sc.sides.len() != 2 {
        return Err(err(
            "sides",
            format!("exactly two sides, not {}", sc.sides.len()),
        ));
    }
    if sc.sides[0].id == sc.sides[1].id {
        return Err(err(
            "sides[1].id",
            format!("{:?} is used by both sides", sc.sides[1].id),
        ));
    }
    let mut seen_ids: Vec<&str> = Vec::new();
    let mut sides = Vec::with_capacity(2);
    for (si, s) in sc.sides.iter().enumerate() {
        let base = format!("sides[{si}]");
        if s.div_log > 100 {
            return Err(err(format!("{base}.div_log"), "at most 100 Div Log units"));
        }
        if s.corps_div_log > 100 {
            return Err(err(
                format!("{base}.corps_div_log"),
                "at most 100 Div Log units",
            ));
        }
        let dump = on_map(&format!("{base}.dump"), s.dump, w, h)?;
        if s.units.is_empty() || s.units.len() > 400 {
            return Err(err(format!("{base}.units"), "1 to 400 stands a side"));
        }
        let mut units = Vec::with_capacity(s.units.len());
        for (ui, u) in s.units.iter().enumerate() {
            let f = format!("{base}.units[{ui}]");
            if u.id.is_empty() {
                return Err(err(format!("{f}.id"), "a stand needs an id"));
            }
            if seen_ids.contains(&u.id.as_str()) {
                return Err(err(format!("{f}.id"), format!("{:?} is used twice", u.id)));
            }
            seen_ids.push(&u.id);
            let parent = match &u.parent {
                None => None,
                Some(p) => Some(s.units.iter().position(|x| &x.id == p).ok_or_else(|| {
                    err(
                        format!("{f}.parent"),
                        format!("{p:?} is no stand of side {:?}", s.id),
                    )
                })?),
            };
            if parent.is_some_and(|p| !s.units[p].command) {
                return Err(err(
                    format!("{f}.parent"),
                    "a parent must be a command stand (command = true)",
                ));
            }
            let arm = Arm::parse(&u.arm).map_err(|e| err(format!("{f}.arm"), e))?;
            let relationship = match (&u.relationship, arm, parent) {
                (Some(t), _, Some(_)) => {
                    Relationship::parse(t).map_err(|e| err(format!("{f}.relationship"), e))?
                }
                (Some(_), _, None) => {
                    return Err(err(
                        format!("{f}.relationship"),
                        "a stand without a parent has no command relationship",
                    ))
                }
                (None, Arm::Teeth, _) | (None, _, None) => Relationship::UnderCommand,
                (None, _, Some(_)) => {
                    return Err(err(
                        format!("{f}.relationship"),
                        "supporting and logistic units must say under-command, direct-support or in-support",
                    ))
                }
            };
            let level = match &u.level {
                None => None,
                Some(_) if !u.command => {
                    return Err(err(
                        format!("{f}.level"),
                        "only a command stand has a level of command",
                    ))
                }
                Some(t) => Some(Level::parse(t).map_err(|e| err(format!("{f}.level"), e))?),
            };
            if u.rear && level != Some(Level::Division) {
                return Err(err(
                    format!("{f}.rear"),
                    "only a division's headquarters (level = \"division\") has a rear headquarters",
                ));
            }
            let grade = Grade::parse(&u.grade).map_err(|e| err(format!("{f}.grade"), e))?;
            if u.green && matches!(grade, Grade::E | Grade::V) {
                return Err(err(
                    format!("{f}.green"),
                    "only regular, conscript or militia troops can be green",
                ));
            }
            let mover = Mover::parse(&u.mover).map_err(|e| err(format!("{f}.mover"), e))?;
            let weapon = Class::parse(&u.weapon).map_err(|e| err(format!("{f}.weapon"), e))?;
            let armour = Class::parse(&u.armour).map_err(|e| err(format!("{f}.armour"), e))?;
            let position =
                Protection::parse(&u.position).map_err(|e| err(format!("{f}.position"), e))?;
            if !(1..=12).contains(&u.figures) {
                return Err(err(
                    format!("{f}.figures"),
                    "1 to 12 figures or strength points",
                ));
            }
            let ammo = u.ammo.unwrap_or(u.figures);
            if ammo > u.figures {
                return Err(err(
                    format!("{f}.ammo"),
                    format!(
                        "a stand carries at most as many ammunition dice as figures ({})",
                        u.figures
                    ),
                ));
            }
            let gun = match &u.gun {
                Some(g) => RangedWeapon::parse(g).map_err(|e| err(format!("{f}.gun"), e))?,
                None if matches!(mover, Mover::Armoured) && weapon >= Class::Medium => {
                    RangedWeapon::Tank48To76
                }
                None if matches!(mover, Mover::Armoured) => RangedWeapon::TankTo47,
                None => RangedWeapon::SmallArms,
            };
            let calibre_mm = match (u.calibre_mm, gun.calibre_mm()) {
                (Some(c), Some(_)) if (20..=500).contains(&c) => c,
                (Some(_), Some(_)) => {
                    return Err(err(format!("{f}.calibre_mm"), "20 to 500 millimetres"))
                }
                (Some(_), None) => {
                    return Err(err(
                        format!("{f}.calibre_mm"),
                        format!(
                            "calibre matters only for indirect fire; {} fires directly",
                            gun.name()
                        ),
                    ))
                }
                (None, c) => c.unwrap_or(0),
            };
            let range_m = match u.range_m {
                Some(r) if (50..=40_000).contains(&r) => r,
                Some(_) => return Err(err(format!("{f}.range_m"), "50 to 40,000 metres")),
                None => gun.ranges_m().0,
            };
            let role = match u.role.as_deref() {
                None => {
                    if matches!(mover, Mover::LightRecce) {
                        Role::Recce
                    } else {
                        Role::None
                    }
                }
                Some("recce") => Role::Recce,
                Some("engineer") => Role::Engineer,
                Some("fuel") => Role::Fuel,
                Some(o) => {
                    return Err(err(
                        format!("{f}.role"),
                        format!("{o:?} is not a role: recce, engineer or fuel"),
                    ))
                }
            };
            let hex = on_map(&format!("{f}.hex"), u.hex, w, h)?;
            if terrain[u.hex[1] as usize][u.hex[0] as usize] == Terrain::River {
                return Err(err(
                    format!("{f}.hex"),
                    "a stand cannot start in a river hex",
                ));
            }
            units.push(Unit {
                id: u.id.clone(),
                name: u.name.clone(),
                parent,
                arm,
                relationship,
                command: u.command,
                level,
                rear: u.rear,
                grade,
                green: u.green,
                mover,
                weapon,
                armour,
                position,
                figures: u.figures,
                ammo,
                hex,
                concealed: u.concealed,
                gun,
                calibre_mm,
                range_m,
                role,
            });
        }
        // The chain of command must end: no stand may be its own ancestor.
        for (ui, u) in units.iter().enumerate() {
            let mut at = u.parent;
            let mut steps = 0;
            while let Some(p) = at {
                steps += 1;
                if p == ui || steps > units.len() {
                    return Err(err(
                        format!("{base}.units[{ui}].parent"),
                        "the chain of command loops back on itself",
                    ));
                }
                at = units[p].parent;
            }
        }
        if !units.iter().any(|u| u.command) {
            return Err(err(
                format!("{base}.units"),
                "a side needs at least one command stand",
            ));
        }
        let subordinate = match &s.subordinate {
            None => None,
            Some(id) => {
                let k = units.iter().position(|u| &u.id == id).ok_or_else(|| {
                    err(
                        format!("{base}.subordinate"),
                        format!("{id:?} is no stand of side {:?}", s.id),
                    )
                })?;
                if !units[k].command {
                    return Err(err(
                        format!("{base}.subordinate"),
                        format!("{id:?} is not a command stand"),
                    ));
                }
                if units[k].parent.is_none() {
                    return Err(err(
                        format!("{base}.subordinate"),
                        format!("{id:?} heads the whole side: a subordinate commands part of it"),
                    ));
                }
                Some(k)
            }
        };
        sides.push(Side {
            id: s.id.clone(),
            name: s.name.clone(),
            div_log: s.div_log,
            corps_div_log: s.corps_div_log,
            dump,
            subordinate,
            units,
        });
    }
    let mut objectives = Vec::with_capacity(sc.objectives.len());
    for (i, o) in sc.objectives.iter().enumerate() {
        let f = format!("objectives[{i}]");
        let hex = on_map(&format!("{f}.hex"), o.hex, w, h)?;
        let holder = sides.iter().position(|s| s.id == o.holder).ok_or_else(|| {
            err(
                format!("{f}.holder"),
                format!(
                    "{:?} is not a side: {:?} or {:?}",
                    o.holder, sides[0].id, sides[1].id
                ),
            )
        })?;
        objectives.push(Objective {
            name: o.name.clone(),
            hex,
            holder,
        });
    }
    Ok(Orbat {
        rules: r,
        width: w,
        height: h,
        terrain,
        roads,
        major_river,
        objectives,
        sides,
    })
}

/// Stands that parse and play but are probably not what the designer meant, one line each: an
/// armoured mover with soft-skin armour, and armour heavier than very light on foot.
#[must_use]
pub fn warnings(sc: &Scenario) -> Vec<String> {
    let mut out = Vec::new();
    for side in &sc.sides {
        for u in &side.units {
            let who = format!("{} ({}) of {}", u.name, u.id, side.name);
            let armoured = matches!(
                Mover::parse(&u.mover),
                Ok(Mover::Armoured | Mover::ArmourOnTransporters)
            );
            let armour = Class::parse(&u.armour).ok();
            if armoured && armour == Some(Class::VeryLight) {
                out.push(format!(
                    "{who} moves as armoured but its armour class is VL (soft troops): give it its armour class"
                ));
            }
            if Mover::parse(&u.mover) == Ok(Mover::Foot)
                && armour.is_some_and(|a| a != Class::VeryLight)
            {
                out.push(format!(
                    "{who} has armour {} but moves on foot: armour moves as armoured or light-recce",
                    u.armour
                ));
            }
        }
    }
    out
}
