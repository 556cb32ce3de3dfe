//! Scenario files (TOML): the board of 4" squares, the number of turns, which side attacks
//! first, and each side's units with their stands, square, facing and formation. Validation
//! refuses anything wrong and names the field.

use serde::{Deserialize, Serialize};
use umpire_core::geometry::{Dir8, Square};
use umpire_core::ScenarioError;

use crate::values::{Gun, ShotParams};

/// A scenario file as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Must be `"napoleonic"`.
    pub ruleset: String,
    /// Short name.
    pub name: String,
    /// Title.
    pub title: String,
    /// Where the forces come from.
    #[serde(default)]
    pub sources: String,
    /// Length of the game and house values.
    pub rules: RulesSpec,
    /// The board.
    pub map: MapSpec,
    /// Exactly two sides.
    pub sides: Vec<SideSpec>,
}

/// Length of the game and the house values a scenario may override.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RulesSpec {
    /// Turns agreed (12: one side's turn as attacker and the other's make two turns).
    pub turns: u32,
    /// The id of the side that attacks in the first turn.
    pub first_attacker: String,
    /// NAP-3/NAP-4 parameters of the simulated shot.
    #[serde(default)]
    pub shot: Option<ShotParams>,
    /// The other house values (NAP-1, -2, -3, -5, -6, -9), each overridable.
    #[serde(default)]
    pub house: House,
    /// Seats (`a`, `b`) held by people, who make the choices the text gives a commander: the
    /// casualties of their volleys (4E), the facing of their units after a melee (5I) and of
    /// their broken squares (8C); for a bot's seat the engine's rule decides. Filled by `umpire play` and `umpire serve`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub owner_choices: Vec<String>,
}

// The house values a scenario may change, kind by kind.
mod house;
pub use house::*;

/// The board: one string per row, the first string the row nearest the first side's edge
/// (row 0), one letter a square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MapSpec {
    /// `.` open, `T` trees, `H` houses (both protected), `~` water, `=` road, `B` bridge.
    pub terrain: Vec<String>,
}

/// A side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SideSpec {
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// The board edge behind the side: `south` (row 0) or `north` (the last row). Defenders
    /// retreat towards it.
    pub edge: String,
    /// Its units.
    pub units: Vec<UnitSpec>,
}

/// A unit as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    /// Unique identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// `line-infantry`, `light-infantry`, `guards-infantry`, `line-cavalry`, `light-cavalry`,
    /// `guards-cavalry`, `foot-battery`, `horse-battery` or `commander`.
    pub kind: String,
    /// Stands (crew stands for a battery); defaults from the organisation: line and Guards
    /// infantry and Guards cavalry 4, light infantry, light and line cavalry 3, a foot battery
    /// 5 crew, a horse battery 1, a commander 1.
    #[serde(default)]
    pub stands: Option<u32>,
    /// `[x, y]`.
    pub square: [i8; 2],
    /// `N`, `NE`, `E`, `SE`, `S`, `SW`, `W` or `NW` (`N` is towards higher rows).
    pub facing: String,
    /// Infantry: `line` (default), `column` or `square`.
    #[serde(default)]
    pub formation: Option<String>,
    /// Batteries: limbered at the start.
    #[serde(default)]
    pub limbered: bool,
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

/// Terrain of a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Terrain {
    /// Open ground.
    Open,
    /// Trees: protected, burns.
    Trees,
    /// Houses: protected, burns.
    Houses,
    /// Water: impassable; shells landing in it do nothing.
    Water,
    /// Road.
    Road,
    /// A bridge: road over water; no protection; burns.
    Bridge,
    /// Burning: impassable, screens.
    Burning,
}

impl Terrain {
    /// Protected (6A): trees and houses (bridges are not, 6C).
    #[must_use]
    pub fn protected(self) -> bool {
        matches!(self, Terrain::Trees | Terrain::Houses)
    }

    /// Catches fire when a shell touches it (6D).
    #[must_use]
    pub fn inflammable(self) -> bool {
        matches!(self, Terrain::Trees | Terrain::Houses | Terrain::Bridge)
    }

    /// Can be entered.
    #[must_use]
    pub fn passable(self) -> bool {
        !matches!(self, Terrain::Water | Terrain::Burning)
    }

    /// A road (or bridge) square.
    #[must_use]
    pub fn road(self) -> bool {
        matches!(self, Terrain::Road | Terrain::Bridge)
    }
}

/// Kinds of unit.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Line infantry.
    LineInfantry,
    /// Light infantry.
    LightInfantry,
    /// Guards infantry.
    GuardsInfantry,
    /// Line cavalry.
    LineCavalry,
    /// Light cavalry.
    LightCavalry,
    /// Guards cavalry.
    GuardsCavalry,
    /// A foot battery: two foot guns (the shots of two field guns and a howitzer), a wagon.
    FootBattery,
    /// A horse battery: one horse gun.
    HorseBattery,
    /// A commander.
    Commander,
}

impl Kind {
    /// Every kind with its name in files.
    pub const ALL: [(Kind, &'static str); 9] = [
        (Kind::LineInfantry, "line-infantry"),
        (Kind::LightInfantry, "light-infantry"),
        (Kind::GuardsInfantry, "guards-infantry"),
        (Kind::LineCavalry, "line-cavalry"),
        (Kind::LightCavalry, "light-cavalry"),
        (Kind::GuardsCavalry, "guards-cavalry"),
        (Kind::FootBattery, "foot-battery"),
        (Kind::HorseBattery, "horse-battery"),
        (Kind::Commander, "commander"),
    ];

    /// Parses a name.
    ///
    /// # Errors
    /// An unknown kind, with the list.
    pub fn parse(t: &str) -> Result<Kind, String> {
        Kind::ALL
            .iter()
            .find(|(_, n)| *n == t)
            .map(|(k, _)| *k)
            .ok_or_else(|| {
                let names: Vec<&str> = Kind::ALL.iter().map(|(_, n)| *n).collect();
                format!("{t:?} is not a kind of unit: {}", names.join(", "))
            })
    }

    /// The name.
    #[must_use]
    pub fn name(self) -> &'static str {
        Kind::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("?", |(_, n)| *n)
    }

    /// Infantry.
    #[must_use]
    pub fn infantry(self) -> bool {
        matches!(
            self,
            Kind::LineInfantry | Kind::LightInfantry | Kind::GuardsInfantry
        )
    }

    /// Cavalry.
    #[must_use]
    pub fn cavalry(self) -> bool {
        matches!(
            self,
            Kind::LineCavalry | Kind::LightCavalry | Kind::GuardsCavalry
        )
    }

    /// A battery.
    #[must_use]
    pub fn battery(self) -> bool {
        matches!(self, Kind::FootBattery | Kind::HorseBattery)
    }

    /// Guards.
    #[must_use]
    pub fn guards(self) -> bool {
        matches!(self, Kind::GuardsInfantry | Kind::GuardsCavalry)
    }

    /// The organisation's stands.
    #[must_use]
    pub fn default_stands(self) -> u32 {
        match self {
            Kind::LineInfantry | Kind::GuardsInfantry | Kind::GuardsCavalry => 4,
            Kind::LightInfantry | Kind::LineCavalry | Kind::LightCavalry => 3,
            Kind::FootBattery => 5,
            Kind::HorseBattery | Kind::Commander => 1,
        }
    }

    /// The kind of its stands for melee value and points (NAP-5, NAP-9).
    #[must_use]
    pub fn stand_kind(self) -> crate::values::StandKind {
        use crate::values::StandKind as S;
        match self {
            Kind::LineInfantry => S::LineInfantry,
            Kind::LightInfantry => S::LightInfantry,
            Kind::GuardsInfantry => S::GuardsInfantry,
            Kind::LineCavalry => S::LineCavalry,
            Kind::LightCavalry => S::LightCavalry,
            Kind::GuardsCavalry => S::GuardsCavalry,
            Kind::FootBattery | Kind::HorseBattery => S::ArtilleryCrew,
            Kind::Commander => S::Commander,
        }
    }

    /// NAP-1: squares a turn (batteries limbered: foot 2, horse 4).
    #[must_use]
    pub fn movement(self) -> u32 {
        match self {
            Kind::FootBattery => 2,
            Kind::HorseBattery => 4,
            // The table's rates are whole squares.
            k => k.stand_kind().movement().round() as u32,
        }
    }

    /// The guns a battery starts with.
    #[must_use]
    pub fn guns(self) -> Vec<Gun> {
        match self {
            Kind::FootBattery => vec![Gun::Field, Gun::Field],
            Kind::HorseBattery => vec![Gun::Horse],
            _ => Vec::new(),
        }
    }
}

/// Infantry formations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Formation {
    /// Line: stands abreast across the facing.
    Line,
    /// Column: stands one behind another.
    Column,
    /// Square: faces every way (section 8).
    Square,
}

impl Formation {
    /// Its name in words.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Formation::Line => "line",
            Formation::Column => "column",
            Formation::Square => "square",
        }
    }
}

/// Parses a facing.
///
/// # Errors
/// Anything but the eight compass points.
pub fn parse_dir(t: &str) -> Result<Dir8, String> {
    Ok(match t.to_ascii_uppercase().as_str() {
        "N" => Dir8::N,
        "NE" => Dir8::NE,
        "E" => Dir8::E,
        "SE" => Dir8::SE,
        "S" => Dir8::S,
        "SW" => Dir8::SW,
        "W" => Dir8::W,
        "NW" => Dir8::NW,
        o => {
            return Err(format!(
                "{o:?} is not a facing: N, NE, E, SE, S, SW, W or NW"
            ))
        }
    })
}

/// The name of a facing.
#[must_use]
pub fn dir_name(d: Dir8) -> &'static str {
    match d {
        Dir8::N => "N",
        Dir8::NE => "NE",
        Dir8::E => "E",
        Dir8::SE => "SE",
        Dir8::S => "S",
        Dir8::SW => "SW",
        Dir8::W => "W",
        Dir8::NW => "NW",
    }
}

/// A validated unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitDef {
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// Kind.
    pub kind: Kind,
    /// Stands.
    pub stands: u32,
    /// Square.
    pub square: Square,
    /// Facing.
    pub facing: Dir8,
    /// Formation.
    pub formation: Formation,
    /// Limbered.
    pub limbered: bool,
}

/// A validated side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideDef {
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// The direction of its rear: `S` (towards row 0) or `N`.
    pub rear: Dir8,
    /// Units.
    pub units: Vec<UnitDef>,
}

/// A validated scenario.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// Columns.
    pub width: i8,
    /// Rows.
    pub height: i8,
    /// Terrain, row-major from row 0.
    pub terrain: Vec<Terrain>,
    /// Turns.
    pub turns: u32,
    /// The side attacking first.
    pub first_attacker: u8,
    /// Shot parameters.
    pub shot: ShotParams,
    /// House values.
    pub house: House,
    /// The sides.
    pub sides: Vec<SideDef>,
    /// Which sides face their own units after a melee (5I): `rules.owner_choices`.
    pub owner_faces: [bool; 2],
}

fn err(field: impl Into<String>, reason: impl Into<String>) -> ScenarioError {
    ScenarioError::new(field, reason)
}

/// Validates a scenario.
///
/// # Errors
/// The first field that is wrong, with why.
pub fn build(sc: &Scenario) -> Result<Board, ScenarioError> {
    if sc.ruleset != "napoleonic" {
        return Err(err(
            "ruleset",
            format!(
                "{:?} is not this rule set: expected \"napoleonic\"",
                sc.ruleset
            ),
        ));
    }
    if !(1..=200).contains(&sc.rules.turns) {
        return Err(err("rules.turns", "1 to 200 turns"));
    }
    let shot = sc.rules.shot.unwrap_or_default();
    if !(shot.square > 0.0
        && shot.sigma_base >= 0.0
        && shot.sigma_per_inch >= 0.0
        && shot.roll_max >= 0.0
        && shot.circle > 0.0
        && shot.gun.0 > 0.0
        && shot.gun.1 > 0.0
        && shot.wagon.0 > 0.0
        && shot.wagon.1 > 0.0)
    {
        return Err(err(
            "rules.shot",
            "the square, circle and gun and wagon footprints must be positive and the errors and roll not negative",
        ));
    }
    sc.rules.house.check()?;
    let rows = &sc.map.terrain;
    let height = rows.len();
    let width = rows.first().map_or(0, |r| r.chars().count());
    if !(2..=40).contains(&height) || !(2..=40).contains(&width) {
        return Err(err(
            "map.terrain",
            "the board must be 2 to 40 squares each way",
        ));
    }
    let mut terrain = Vec::with_capacity(width * height);
    for (y, row) in rows.iter().enumerate() {
        if row.chars().count() != width {
            return Err(err(
                format!("map.terrain[{y}]"),
                format!(
                    "{} squares, but the first row has {width}",
                    row.chars().count()
                ),
            ));
        }
        for (x, c) in row.chars().enumerate() {
            terrain.push(match c {
                '.' => Terrain::Open,
                'T' => Terrain::Trees,
                'H' => Terrain::Houses,
                '~' => Terrain::Water,
                '=' => Terrain::Road,
                'B' => Terrain::Bridge,
                o => {
                    return Err(err(
                        format!("map.terrain[{y}]"),
                        format!("column {x}: {o:?} is not terrain: . open, T trees, H houses, ~ water, = road, B bridge"),
                    ))
                }
            });
        }
    }
    // Both fit: at most 40.
    let (w, h) = (width as i8, height as i8);
    if sc.sides.len() != 2 {
        return Err(err(
            "sides",
            format!("exactly two sides, not {}", sc.sides.len()),
        ));
    }
    if sc.sides[0].id == sc.sides[1].id {
        return Err(err("sides[1].id", "both sides have the same id"));
    }
    let first_attacker = sc
        .sides
        .iter()
        .position(|s| s.id == sc.rules.first_attacker)
        .ok_or_else(|| {
            err(
                "rules.first_attacker",
                format!(
                    "{:?} is not a side: {:?} or {:?}",
                    sc.rules.first_attacker, sc.sides[0].id, sc.sides[1].id
                ),
            )
        })?;
    let mut owner_faces = [false; 2];
    for (k, seat) in sc.rules.owner_choices.iter().enumerate() {
        match seat.as_str() {
            "a" => owner_faces[0] = true,
            "b" => owner_faces[1] = true,
            o => {
                return Err(err(
                    format!("rules.owner_choices[{k}]"),
                    format!("{o:?} is not a seat: a or b"),
                ))
            }
        }
    }
    let mut ids: Vec<&str> = Vec::new();
    let mut sides = Vec::new();
    for (si, s) in sc.sides.iter().enumerate() {
        let base = format!("sides[{si}]");
        let rear = match s.edge.as_str() {
            "south" => Dir8::S,
            "north" => Dir8::N,
            o => {
                return Err(err(
                    format!("{base}.edge"),
                    format!("{o:?}: a side's edge is south (row 0) or north"),
                ))
            }
        };
        if s.units.is_empty() || s.units.len() > 200 {
            return Err(err(format!("{base}.units"), "1 to 200 units a side"));
        }
        let mut units = Vec::new();
        for (ui, u) in s.units.iter().enumerate() {
            let f = format!("{base}.units[{ui}]");
            if u.id.is_empty() || ids.contains(&u.id.as_str()) {
                return Err(err(
                    format!("{f}.id"),
                    format!("{:?} is empty or used twice", u.id),
                ));
            }
            ids.push(&u.id);
            let kind = Kind::parse(&u.kind).map_err(|e| err(format!("{f}.kind"), e))?;
            let stands = u.stands.unwrap_or(kind.default_stands());
            let most = match kind {
                Kind::Commander => 1,
                Kind::FootBattery => 6,
                _ => 12,
            };
            if stands == 0 || stands > most {
                return Err(err(
                    format!("{f}.stands"),
                    format!("a {} has 1 to {most} stands", kind.name()),
                ));
            }
            let [x, y] = u.square;
            if x < 0 || y < 0 || x >= w || y >= h {
                return Err(err(
                    format!("{f}.square"),
                    format!("[{x}, {y}] is off the {w}×{h} board"),
                ));
            }
            let t =
                terrain[usize::try_from(y).unwrap_or(0) * width + usize::try_from(x).unwrap_or(0)];
            if !t.passable() {
                return Err(err(format!("{f}.square"), "a unit cannot stand in water"));
            }
            let facing = parse_dir(&u.facing).map_err(|e| err(format!("{f}.facing"), e))?;
            let formation = match u.formation.as_deref() {
                None | Some("line") => Formation::Line,
                Some("column") => Formation::Column,
                Some("square") => Formation::Square,
                Some(o) => {
                    return Err(err(
                        format!("{f}.formation"),
                        format!("{o:?} is not a formation: line, column or square"),
                    ))
                }
            };
            if formation != Formation::Line && !kind.infantry() {
                return Err(err(
                    format!("{f}.formation"),
                    "only infantry forms column or square",
                ));
            }
            if formation == Formation::Square
                && (!matches!(kind, Kind::LineInfantry | Kind::GuardsInfantry) || stands < 4)
            {
                return Err(err(
                    format!("{f}.formation"),
                    "a square is line or Guards infantry with a stand on each of its four faces (8A)",
                ));
            }
            if u.limbered && !kind.battery() {
                return Err(err(format!("{f}.limbered"), "only batteries limber"));
            }
            units.push(UnitDef {
                id: u.id.clone(),
                name: u.name.clone(),
                kind,
                stands,
                square: Square::new(x, y),
                facing,
                formation,
                limbered: u.limbered,
            });
        }
        sides.push(SideDef {
            id: s.id.clone(),
            name: s.name.clone(),
            rear,
            units,
        });
    }
    Ok(Board {
        width: w,
        height: h,
        terrain,
        turns: sc.rules.turns,
        first_attacker: u8::try_from(first_attacker).unwrap_or(0),
        shot,
        house: sc.rules.house,
        sides,
        owner_faces,
    })
}
