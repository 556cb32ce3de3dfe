//! The hex battlefield (section 5): terrain, hill contours, roads, railways and defence works,
//! and line of sight (OPA-6).

use serde::{Deserialize, Serialize};
use umpire_core::geometry::Hex;

/// Terrain of a hex.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Terrain {
    /// Open ground.
    #[default]
    Open,
    /// Woods.
    Woods,
    /// A village.
    Village,
    /// A built-up area (town).
    BuiltUp,
    /// A river: entered only by road (a bridge), UMP-OPA-4.
    River,
}

impl Terrain {
    /// The map letter used in scenario files.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Terrain::Open => '.',
            Terrain::Woods => 'W',
            Terrain::Village => 'V',
            Terrain::BuiltUp => 'B',
            Terrain::River => '~',
        }
    }

    /// From a map letter.
    #[must_use]
    pub fn from_letter(c: char) -> Option<Self> {
        Some(match c {
            '.' => Terrain::Open,
            'W' => Terrain::Woods,
            'V' => Terrain::Village,
            'B' => Terrain::BuiltUp,
            '~' => Terrain::River,
            _ => return None,
        })
    }
}

/// One hex of the battlefield.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    /// Terrain.
    pub terrain: Terrain,
    /// Height in contours (0 = the plain).
    pub elevation: u8,
    /// A main road runs through the hex.
    pub road: bool,
    /// A railway runs through the hex (scenery: the text gives railways no effect).
    pub rail: bool,
    /// Defence works (trenches, bunkers).
    pub works: bool,
}

impl Cell {
    /// Whether the cell is a terrain obstacle for OPA-10 and withdrawal: hills (above the
    /// plain), woods, built-up areas, villages and rivers.
    #[must_use]
    pub fn obstacle(&self) -> bool {
        self.elevation > 0 || self.terrain != Terrain::Open
    }
}

/// The battlefield.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Map {
    /// Columns.
    pub width: i16,
    /// Rows.
    pub height: i16,
    /// Cells, row-major by (column, row) offset coordinates.
    pub cells: Vec<Cell>,
}

impl Map {
    /// Whether a hex is on the map.
    #[must_use]
    pub fn contains(&self, h: Hex) -> bool {
        let (c, r) = h.to_offset();
        c >= 0 && r >= 0 && c < self.width && r < self.height
    }

    /// The cell of an on-map hex (open ground off the map).
    #[must_use]
    pub fn cell(&self, h: Hex) -> Cell {
        if !self.contains(h) {
            return Cell::default();
        }
        let (c, r) = h.to_offset();
        self.cells[r as usize * self.width as usize + c as usize]
    }

    /// Every hex, row by row.
    pub fn hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        (0..self.height).flat_map(move |r| (0..self.width).map(move |c| Hex::from_offset(c, r)))
    }

    /// Whether the hex is a terrain obstacle for OPA-10 and withdrawal ([`Cell::obstacle`]);
    /// off the map it is one too.
    #[must_use]
    pub fn obstacle(&self, h: Hex) -> bool {
        !self.contains(h) || self.cell(h).obstacle()
    }

    /// OPA-6: line of sight between two hexes is blocked by woods, built-up areas (and villages)
    /// or ground higher than both ends in the hexes strictly between them. Stands never block.
    #[must_use]
    pub fn line_of_sight(&self, a: Hex, b: Hex) -> bool {
        let top = self.cell(a).elevation.max(self.cell(b).elevation);
        let line = a.line_to(b);
        line.iter()
            .skip(1)
            .take(line.len().saturating_sub(2))
            .all(|&h| {
                let c = self.cell(h);
                !matches!(
                    c.terrain,
                    Terrain::Woods | Terrain::BuiltUp | Terrain::Village
                ) && c.elevation <= top
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(rows: &[&str]) -> Map {
        let width = rows[0].len() as i16;
        let cells = rows
            .iter()
            .flat_map(|r| r.chars())
            .map(|c| Cell {
                terrain: Terrain::from_letter(c).unwrap_or_default(),
                elevation: u8::from(c == 'H'),
                ..Cell::default()
            })
            .collect();
        Map {
            width,
            height: rows.len() as i16,
            cells,
        }
    }

    #[test]
    fn opa6_woods_and_higher_ground_between_block_sight_the_ends_do_not() {
        let m = map(&[".....", ".W...", ".....", "..H..", "....."]);
        let a = Hex::from_offset(1, 0);
        assert!(!m.line_of_sight(a, Hex::from_offset(1, 2)), "woods between");
        assert!(
            m.line_of_sight(a, Hex::from_offset(1, 1)),
            "woods at the far end"
        );
        assert!(
            !m.line_of_sight(Hex::from_offset(2, 2), Hex::from_offset(2, 4)),
            "a hill between"
        );
        assert!(m.line_of_sight(Hex::from_offset(3, 0), Hex::from_offset(3, 4)));
    }
}
