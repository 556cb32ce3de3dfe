//! The house values that stand in for the text's lost tables (RULINGS.md NAP-1, NAP-2, NAP-3,
//! NAP-4, NAP-5, NAP-9). Every one will be a named, overridable field of the scenario file.

use serde::{Deserialize, Serialize};

/// Kinds of stand, as the melee-loss calculator names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StandKind {
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
    /// Artillery crew.
    ArtilleryCrew,
    /// A commander acting alone.
    Commander,
}

impl StandKind {
    /// All kinds.
    pub const ALL: [StandKind; 8] = [
        StandKind::LineInfantry,
        StandKind::LightInfantry,
        StandKind::GuardsInfantry,
        StandKind::LineCavalry,
        StandKind::LightCavalry,
        StandKind::GuardsCavalry,
        StandKind::ArtilleryCrew,
        StandKind::Commander,
    ];

    /// The command-line name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            StandKind::LineInfantry => "line-infantry",
            StandKind::LightInfantry => "light-infantry",
            StandKind::GuardsInfantry => "guards-infantry",
            StandKind::LineCavalry => "line-cavalry",
            StandKind::LightCavalry => "light-cavalry",
            StandKind::GuardsCavalry => "guards-cavalry",
            StandKind::ArtilleryCrew => "artillery-crew",
            StandKind::Commander => "commander",
        }
    }

    /// Parses a name.
    ///
    /// # Errors
    /// An unknown kind, listing the known ones.
    pub fn parse(text: &str) -> Result<StandKind, String> {
        StandKind::ALL
            .into_iter()
            .find(|k| k.name() == text)
            .ok_or_else(|| {
                format!(
                    "{text:?} is not a stand kind; kinds: {}",
                    StandKind::ALL.map(StandKind::name).join(", ")
                )
            })
    }

    /// NAP-5: melee value of one stand, in halves (line infantry 1 = 2 halves).
    #[must_use]
    pub fn melee_halves(self) -> u32 {
        match self {
            StandKind::LineInfantry | StandKind::LightInfantry | StandKind::LightCavalry => 2,
            StandKind::GuardsInfantry | StandKind::LineCavalry => 3,
            StandKind::GuardsCavalry => 4,
            StandKind::ArtilleryCrew => 1,
            StandKind::Commander => 2,
        }
    }

    /// NAP-1: squares a turn.
    #[must_use]
    pub fn movement(self) -> f64 {
        match self {
            StandKind::LineInfantry | StandKind::GuardsInfantry => 2.0,
            StandKind::LightInfantry => 3.0,
            StandKind::LineCavalry | StandKind::GuardsCavalry => 4.0,
            StandKind::LightCavalry => 5.0,
            StandKind::ArtilleryCrew => 2.0,
            StandKind::Commander => 6.0,
        }
    }

    /// NAP-9: end-of-game points, in halves (each stand its melee value, a commander 5).
    #[must_use]
    pub fn point_halves(self) -> u32 {
        match self {
            StandKind::Commander => 10,
            k => k.melee_halves(),
        }
    }
}

/// NAP-9: points for a gun and for a supply wagon.
pub const GUN_POINTS: u32 = 3;
/// NAP-9: points for a supply wagon.
pub const WAGON_POINTS: u32 = 1;

/// NAP-2: musketry's maximum range in squares.
pub const MUSKETRY_RANGE: u8 = 2;

/// NAP-2: the lowest die face that kills at `range` squares (1: 5–6; 2: 6).
#[must_use]
pub fn musket_kill_face(range: u8) -> Option<u8> {
    match range {
        1 => Some(5),
        2 => Some(6),
        _ => None,
    }
}

/// The three kinds of gun.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Gun {
    /// A foot battery's field gun.
    Field,
    /// A horse battery's gun.
    Horse,
    /// A foot battery's howitzer.
    Howitzer,
}

impl Gun {
    /// NAP-3: maximum range in squares.
    #[must_use]
    pub fn max_range(self) -> u8 {
        match self {
            Gun::Field | Gun::Howitzer => 12,
            Gun::Horse => 10,
        }
    }

    /// Its name in words (`field`, `horse`, `howitzer`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Gun::Field => "field",
            Gun::Horse => "horse",
            Gun::Howitzer => "howitzer",
        }
    }

    /// Parses `field`, `horse` or `howitzer`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(text: &str) -> Result<Gun, String> {
        match text {
            "field" => Ok(Gun::Field),
            "horse" => Ok(Gun::Horse),
            "howitzer" => Ok(Gun::Howitzer),
            other => Err(format!(
                "{other:?} is not a gun; guns: field, horse, howitzer"
            )),
        }
    }
}

/// NAP-3 and NAP-4 parameters of the simulated shot (all lengths in inches).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ShotParams {
    /// Square size (4").
    pub square: f64,
    /// Aim error: σ = `sigma_base` + `sigma_per_inch` × range, on each axis.
    pub sigma_base: f64,
    /// See `sigma_base`.
    pub sigma_per_inch: f64,
    /// Guns (not howitzers) roll on uniformly up to this far along the line of fire.
    pub roll_max: f64,
    /// Radius of the casualty circle.
    pub circle: f64,
    /// Infantry and cavalry stand footprint (1" × 1").
    pub stand: (f64, f64),
    /// A gun's footprint, across its facing by along it (NAP-4: 1" × 1.5").
    #[serde(default = "gun_footprint")]
    pub gun: (f64, f64),
    /// The supply wagon's footprint, across by along (NAP-4: 1" × 2").
    #[serde(default = "wagon_footprint")]
    pub wagon: (f64, f64),
}

fn gun_footprint() -> (f64, f64) {
    (1.0, 1.5)
}

fn wagon_footprint() -> (f64, f64) {
    (1.0, 2.0)
}

impl Default for ShotParams {
    fn default() -> Self {
        Self {
            square: 4.0,
            sigma_base: 0.25,
            sigma_per_inch: 0.06,
            roll_max: 2.0,
            circle: 1.0,
            stand: (1.0, 1.0),
            gun: gun_footprint(),
            wagon: wagon_footprint(),
        }
    }
}
