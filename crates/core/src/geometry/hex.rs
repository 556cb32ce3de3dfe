//! Hex grids: flat-topped hexes in axial coordinates, the six facings (hex sides north,
//! north-east, south-east, south, south-west, north-west), distances, rings, the hexes a line
//! crosses (for line of sight) and compass bearings (for front, flank and rear). Rectangular
//! maps are addressed in "odd-q" offset coordinates: columns of hexes, odd columns shifted half a
//! hex south.

use serde::{Deserialize, Serialize};

/// A hex in axial coordinates: `q` counts columns eastwards, `r` runs south along a column
/// (the third cube coordinate is `-q - r`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Hex {
    /// Axial column.
    pub q: i16,
    /// Axial row.
    pub r: i16,
}

/// The six hex sides of a flat-topped hex, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum HexDir {
    /// North (bearing 0°).
    N,
    /// North-east (60°).
    NE,
    /// South-east (120°).
    SE,
    /// South (180°).
    S,
    /// South-west (240°).
    SW,
    /// North-west (300°).
    NW,
}

impl HexDir {
    /// All six, clockwise from north.
    pub const ALL: [HexDir; 6] = [
        HexDir::N,
        HexDir::NE,
        HexDir::SE,
        HexDir::S,
        HexDir::SW,
        HexDir::NW,
    ];

    /// The axial step to the neighbour across this side.
    #[must_use]
    pub const fn delta(self) -> (i16, i16) {
        match self {
            HexDir::N => (0, -1),
            HexDir::NE => (1, -1),
            HexDir::SE => (1, 0),
            HexDir::S => (0, 1),
            HexDir::SW => (-1, 1),
            HexDir::NW => (-1, 0),
        }
    }

    /// The compass abbreviation people read: `N`, `NE`, `SE`, `S`, `SW`, `NW`.
    #[must_use]
    pub const fn abbrev(self) -> &'static str {
        match self {
            HexDir::N => "N",
            HexDir::NE => "NE",
            HexDir::SE => "SE",
            HexDir::S => "S",
            HexDir::SW => "SW",
            HexDir::NW => "NW",
        }
    }

    /// Compass bearing of this side's centre, in degrees clockwise from north.
    #[must_use]
    pub fn bearing(self) -> f64 {
        f64::from(self as u8) * 60.0
    }

    /// Turned clockwise by `sides` sixths of a circle.
    #[must_use]
    pub fn turned(self, sides: i8) -> Self {
        Self::ALL[(self as i8 + sides).rem_euclid(6) as usize]
    }
}

impl Hex {
    /// The hex at axial `(q, r)`.
    #[must_use]
    pub const fn new(q: i16, r: i16) -> Self {
        Self { q, r }
    }

    /// The hex at map column `col`, row `row` (odd-q offset coordinates).
    #[must_use]
    pub const fn from_offset(col: i16, row: i16) -> Self {
        // Wrapping, as a release build computes it: a hex this far out is off every map, and
        // a hex written into a tampered action must be refused, not panic in a debug build.
        Self::new(col, row.wrapping_sub((col - (col & 1)) / 2))
    }

    /// Map (column, row) of this hex (odd-q offset coordinates). Wrapping like
    /// [`Hex::from_offset`]: a column of a map is at most a few hundred, so only hexes far
    /// off every map wrap, and they stay off it (their column is unchanged).
    #[must_use]
    pub const fn to_offset(self) -> (i16, i16) {
        (self.q, self.r.wrapping_add((self.q - (self.q & 1)) / 2))
    }

    /// The neighbour across side `dir`.
    #[must_use]
    pub const fn step(self, dir: HexDir) -> Self {
        let (dq, dr) = dir.delta();
        Self::new(self.q + dq, self.r + dr)
    }

    /// The six neighbours, clockwise from north.
    #[must_use]
    pub fn neighbours(self) -> [Hex; 6] {
        HexDir::ALL.map(|d| self.step(d))
    }

    /// Distance in hexes.
    #[must_use]
    pub fn distance(self, other: Self) -> u16 {
        let dq = i32::from(self.q) - i32::from(other.q);
        let dr = i32::from(self.r) - i32::from(other.r);
        let ds = -dq - dr;
        u16::try_from((dq.abs() + dr.abs() + ds.abs()) / 2).unwrap_or(u16::MAX)
    }

    /// The side whose neighbour this is, if `other` is adjacent.
    #[must_use]
    pub fn side_towards(self, other: Self) -> Option<HexDir> {
        HexDir::ALL.into_iter().find(|&d| self.step(d) == other)
    }

    /// The hexes at exactly `radius` from this one (the ring of radius 0 is the hex itself).
    #[must_use]
    pub fn ring(self, radius: u16) -> Vec<Hex> {
        if radius == 0 {
            return vec![self];
        }
        let r = i16::try_from(radius).unwrap_or(i16::MAX);
        let mut h = Self::new(self.q - r, self.r + r); // start south-west
        let mut out = Vec::with_capacity(6 * usize::from(radius));
        for dir in HexDir::ALL {
            for _ in 0..radius {
                out.push(h);
                h = h.step(dir);
            }
        }
        out
    }

    /// Centre of the hex in units of the hex's outer radius: x east, y south.
    #[must_use]
    pub fn centre(self) -> (f64, f64) {
        let (q, r) = (f64::from(self.q), f64::from(self.r));
        (1.5 * q, 3f64.sqrt() * (r + q / 2.0))
    }

    /// Compass bearing from this hex's centre to `other`'s, degrees clockwise from north, in
    /// `[0, 360)`.
    #[must_use]
    pub fn bearing_to(self, other: Self) -> f64 {
        let ((x0, y0), (x1, y1)) = (self.centre(), other.centre());
        let deg = (x1 - x0).atan2(-(y1 - y0)).to_degrees();
        (deg + 360.0) % 360.0
    }

    /// The hexes a straight line from this centre to `other`'s passes through, both ends
    /// included, in order. Where the line runs exactly along a hex side, the hex on the
    /// clockwise side is taken (a fixed nudge keeps the result deterministic).
    #[must_use]
    pub fn line_to(self, other: Self) -> Vec<Hex> {
        let n = self.distance(other);
        let (aq, ar) = (f64::from(self.q) + 1e-6, f64::from(self.r) + 1e-6);
        let (bq, br) = (f64::from(other.q) + 1e-6, f64::from(other.r) + 1e-6);
        (0..=n)
            .map(|i| {
                let t = if n == 0 {
                    0.0
                } else {
                    f64::from(i) / f64::from(n)
                };
                round_axial(aq + (bq - aq) * t, ar + (br - ar) * t)
            })
            .collect()
    }
}

/// Angle between two bearings, in degrees, `[0, 180]`.
#[must_use]
pub fn angle_between(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}

fn round_axial(q: f64, r: f64) -> Hex {
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    // Rounded values of small map coordinates fit an i16.
    Hex::new(rq as i16, rr as i16)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hex far off any map (as a tampered action may name) has offset coordinates without
    /// a panic, and they are off any map of up to 255 columns: a column out of range, or a row
    /// that wrapped below zero. Hexes of a map go there and back unchanged.
    #[test]
    fn offsets_of_hexes_far_off_the_map_wrap_and_stay_off_it() {
        for (q, r) in [
            (i16::MAX, i16::MAX),
            (i16::MIN, i16::MIN),
            (200, i16::MAX),
            (3, i16::MAX),
        ] {
            let (c, row) = Hex::new(q, r).to_offset();
            assert!(
                !(0..=i16::from(u8::MAX)).contains(&c) || row < 0,
                "({q}, {r}) came back on a map at ({c}, {row})"
            );
        }
        assert_eq!(Hex::from_offset(i16::MIN, i16::MAX).q, i16::MIN);
        for c in 0..60 {
            for r in 0..60 {
                assert_eq!(Hex::from_offset(c, r).to_offset(), (c, r));
            }
        }
    }

    #[test]
    fn neighbours_are_at_distance_one_and_bearings_are_multiples_of_sixty() {
        let h = Hex::from_offset(4, 5);
        for (k, n) in h.neighbours().into_iter().enumerate() {
            assert_eq!(h.distance(n), 1);
            assert!((h.bearing_to(n) - 60.0 * k as f64).abs() < 1e-9, "{k}");
            assert_eq!(h.side_towards(n), Some(HexDir::ALL[k]));
        }
    }

    #[test]
    fn offset_coordinates_round_trip_and_odd_columns_sit_lower() {
        for col in 0..9 {
            for row in 0..12 {
                assert_eq!(Hex::from_offset(col, row).to_offset(), (col, row));
            }
        }
        // In odd-q, the south-east neighbour of (0,0) is (1,0); of (1,0) it is (2,1).
        assert_eq!(Hex::from_offset(0, 0).step(HexDir::SE).to_offset(), (1, 0));
        assert_eq!(Hex::from_offset(1, 0).step(HexDir::SE).to_offset(), (2, 1));
    }

    #[test]
    fn distances_rings_and_lines() {
        let a = Hex::from_offset(0, 0);
        assert_eq!(a.distance(Hex::from_offset(0, 5)), 5);
        assert_eq!(a.distance(Hex::from_offset(4, 0)), 4);
        assert_eq!(a.ring(2).len(), 12);
        assert!(a.ring(3).iter().all(|h| a.distance(*h) == 3));
        let b = Hex::from_offset(6, 3);
        let line = a.line_to(b);
        assert_eq!(line.len(), usize::from(a.distance(b)) + 1);
        assert_eq!((line[0], *line.last().unwrap()), (a, b));
        assert!(line.windows(2).all(|w| w[0].distance(w[1]) == 1));
    }

    #[test]
    fn front_and_flank_by_bearing() {
        // A hex facing north: an attacker due north-east is within 90° (front); due south-east
        // is 120° away (flank).
        let h = Hex::from_offset(4, 4);
        let facing = HexDir::N.bearing();
        assert!(angle_between(h.bearing_to(h.step(HexDir::NE)), facing) <= 90.0);
        assert!(angle_between(h.bearing_to(h.step(HexDir::SE)), facing) > 90.0);
        assert_eq!(HexDir::NW.turned(1), HexDir::N);
        assert!((angle_between(350.0, 10.0) - 20.0).abs() < 1e-12);
    }
}
