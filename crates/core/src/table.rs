//! The rules' tables as a page draws them: a table a resolution reads (the Napoleonic melee
//! cards' matrix, Operational Art's combat table, Rapier's ground-combat table), built by each
//! rule set from the code that reads it, and the cells one resolution read ([`TableRead`] on
//! its result [`Card`](crate::Card)).

use serde::{Deserialize, Serialize};

/// A rules table: columns, then rows each with its label and one cell a column.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefTable {
    /// Its name in a [`TableRead`] (`mdi`, `combat`).
    pub id: String,
    /// Its title, for people.
    pub title: String,
    /// The rule it belongs to (`NAP-7`).
    pub rule: String,
    /// What the rows and the columns are, for the top-left corner (`attacker ↓ / defender →`).
    pub corner: String,
    /// The columns' heads.
    pub columns: Vec<String>,
    /// The rows.
    pub rows: Vec<RefRow>,
    /// The kinds of action (the first word of an action's JSON form) while which the table
    /// decides something the seat chooses, so a page shows it beside them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chosen_with: Vec<String>,
}

/// A row of a [`RefTable`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefRow {
    /// Its head.
    pub label: String,
    /// One cell a column.
    pub cells: Vec<String>,
}

/// The cells of a [`RefTable`] one resolution read, as `[row, column]` pairs from 0.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRead {
    /// The table's [`RefTable::id`].
    pub table: String,
    /// The cells read.
    pub cells: Vec<[u16; 2]>,
}

impl TableRead {
    /// One cell of `table`.
    #[must_use]
    pub fn cell(table: &str, row: usize, column: usize) -> Self {
        Self {
            table: table.to_owned(),
            cells: vec![[to_u16(row), to_u16(column)]],
        }
    }
}

fn to_u16(k: usize) -> u16 {
    u16::try_from(k).unwrap_or(u16::MAX)
}
