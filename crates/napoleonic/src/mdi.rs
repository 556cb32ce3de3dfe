//! Melee Deployment Indication cards (section 5C–5D and the MDI table, NAP-7): each side chooses
//! one of six cards in secret; the pair decides which deployment is superior, or whether a
//! withdrawal succeeds. The bots play the equilibrium mixed strategy of this card game, which
//! [`equilibrium`] computes from a payoff matrix by the simplex method.

use serde::{Deserialize, Serialize};

/// The six MDI cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Card {
    /// Column.
    Column,
    /// Line.
    Line,
    /// Square.
    Square,
    /// Flanking.
    Flanking,
    /// Pincers.
    Pincers,
    /// Withdrawal.
    Withdrawal,
}

impl Card {
    /// All six, in the table's order.
    pub const ALL: [Card; 6] = [
        Card::Column,
        Card::Line,
        Card::Square,
        Card::Flanking,
        Card::Pincers,
        Card::Withdrawal,
    ];

    /// The name used on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Card::Column => "column",
            Card::Line => "line",
            Card::Square => "square",
            Card::Flanking => "flanking",
            Card::Pincers => "pincers",
            Card::Withdrawal => "withdrawal",
        }
    }

    /// Parses a card name.
    ///
    /// # Errors
    /// An unknown card, listing the six.
    pub fn parse(text: &str) -> Result<Card, String> {
        Card::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| {
                format!(
                    "{text:?} is not an MDI card; cards: {}",
                    Card::ALL.map(Card::name).join(", ")
                )
            })
    }

    /// The two deployments this one is superior to (the MDI table).
    #[must_use]
    pub fn beats(self) -> &'static [Card] {
        match self {
            Card::Column => &[Card::Flanking, Card::Pincers],
            Card::Line => &[Card::Column, Card::Square],
            Card::Square => &[Card::Pincers, Card::Column],
            Card::Flanking => &[Card::Line, Card::Square],
            Card::Pincers => &[Card::Flanking, Card::Line],
            Card::Withdrawal => &[],
        }
    }
}

/// What a pair of cards decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MdiResult {
    /// The attacker's deployment is superior.
    AttackerSuperior,
    /// The defender's deployment is superior.
    DefenderSuperior,
    /// Equal deployments: strength decides (5C).
    Equal,
    /// The attacker's withdrawal succeeds: it retreats 2 without loss.
    AttackerWithdraws,
    /// The defender's withdrawal succeeds.
    DefenderWithdraws,
    /// Both withdraw: both retreat 2, no losses (NAP-7).
    BothWithdraw,
}

impl MdiResult {
    /// The name used in output.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            MdiResult::AttackerSuperior => "attacker-superior",
            MdiResult::DefenderSuperior => "defender-superior",
            MdiResult::Equal => "equal",
            MdiResult::AttackerWithdraws => "attacker-withdraws",
            MdiResult::DefenderWithdraws => "defender-withdraws",
            MdiResult::BothWithdraw => "both-withdraw",
        }
    }
}

/// A withdrawal succeeds against line and square and fails against column, pincers and
/// flanking (NAP-7 reads the text's second "square" as flanking).
#[must_use]
pub fn withdrawal_succeeds(against: Card) -> bool {
    matches!(against, Card::Line | Card::Square)
}

/// The cards explained for a player (`help cards` at the prompt), built from the table itself.
#[must_use]
pub fn explain() -> String {
    use std::fmt::Write as _;
    let mut s = String::from(
        "MDI cards (5C): in every melee each side picks one of its six deployment cards in\n\
         secret; both are shown together.\n",
    );
    for c in Card::ALL {
        if c == Card::Withdrawal {
            continue;
        }
        let [a, b] = c.beats() else { continue };
        let _ = writeln!(s, "  {:<11}beats {} and {}", c.name(), a.name(), b.name());
    }
    let works: Vec<&str> = Card::ALL
        .into_iter()
        .filter(|&c| c != Card::Withdrawal && withdrawal_succeeds(c))
        .map(Card::name)
        .collect();
    let fails: Vec<&str> = Card::ALL
        .into_iter()
        .filter(|&c| c != Card::Withdrawal && !withdrawal_succeeds(c))
        .map(Card::name)
        .collect();
    let list = |cards: &[&str]| match cards {
        [rest @ .., last] if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => cards.join(""),
    };
    let _ = writeln!(
        s,
        "  withdrawal succeeds against {} (the side falls back 2 squares without\n\
         \x20            loss) and fails against {} (it counts as beaten, 5D).",
        list(&works),
        list(&fails)
    );
    s.push_str(
        "The same card on both sides is an equal deployment: each side loses half the weaker\n\
         side's strength and the weaker retreats 2. Otherwise the beaten side loses 1 for the\n\
         first point of the winner's strength and 1 for each 2 more, the winner 1 for each 2\n\
         the beaten side lost; the weaker retreats 2, and a side 3 times stronger destroys the\n\
         rest. `umpire resolve napoleonic mdi` works a melee through.\n",
    );
    s
}

/// The result of the attacker's and the defender's cards. A failed withdrawal is an inferior
/// deployment (5D): the other side is superior.
#[must_use]
pub fn resolve(attacker: Card, defender: Card) -> MdiResult {
    use MdiResult as R;
    match (attacker, defender) {
        (Card::Withdrawal, Card::Withdrawal) => R::BothWithdraw,
        (Card::Withdrawal, d) if withdrawal_succeeds(d) => R::AttackerWithdraws,
        (Card::Withdrawal, _) => R::DefenderSuperior,
        (a, Card::Withdrawal) if withdrawal_succeeds(a) => R::DefenderWithdraws,
        (_, Card::Withdrawal) => R::AttackerSuperior,
        (a, d) if a == d => R::Equal,
        (a, d) if a.beats().contains(&d) => R::AttackerSuperior,
        _ => R::DefenderSuperior,
    }
}

/// The MDI table as a page draws it (rows: the attacker's card, columns: the defender's, in
/// [`Card::ALL`] order), each cell [`resolve`]'s result in words; shown while a side picks its
/// card, and on a melee's result card with the pair played marked.
#[must_use]
pub fn table() -> umpire_core::RefTable {
    let words = |r: MdiResult| match r {
        MdiResult::AttackerSuperior => "attacker superior",
        MdiResult::DefenderSuperior => "defender superior",
        MdiResult::Equal => "equal: strength decides",
        MdiResult::AttackerWithdraws => "attacker withdraws",
        MdiResult::DefenderWithdraws => "defender withdraws",
        MdiResult::BothWithdraw => "both withdraw",
    };
    umpire_core::RefTable {
        id: "mdi".into(),
        title: "Melee deployment (MDI) cards".into(),
        rule: "NAP-7".into(),
        corner: "attacker ↓ defender →".into(),
        columns: Card::ALL.iter().map(|c| c.name().to_owned()).collect(),
        rows: Card::ALL
            .iter()
            .map(|&a| umpire_core::RefRow {
                label: a.name().to_owned(),
                cells: Card::ALL
                    .iter()
                    .map(|&d| words(resolve(a, d)).to_owned())
                    .collect(),
            })
            .collect(),
        chosen_with: vec!["action=mdi".into()],
    }
}

/// Where `card` stands in [`Card::ALL`] (its row or column of [`table`]).
#[must_use]
pub fn index(card: Card) -> usize {
    Card::ALL.iter().position(|&c| c == card).unwrap_or(0)
}

/// The attacker's payoff matrix for a valuation of the results (rows: attacker's card, columns:
/// defender's card, in [`Card::ALL`] order).
#[must_use]
pub fn payoffs(value: impl Fn(MdiResult) -> f64) -> [[f64; 6]; 6] {
    let mut m = [[0.0; 6]; 6];
    for (i, &a) in Card::ALL.iter().enumerate() {
        for (j, &d) in Card::ALL.iter().enumerate() {
            m[i][j] = value(resolve(a, d));
        }
    }
    m
}

/// The solution of a zero-sum matrix game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Equilibrium {
    /// The row player's (attacker's) mixed strategy.
    pub attacker: Vec<f64>,
    /// The column player's (defender's) mixed strategy.
    pub defender: Vec<f64>,
    /// The value of the game to the row player.
    pub value: f64,
}

/// Solves the zero-sum game with row-player payoffs `a` (rows maximise, columns minimise) by
/// the simplex method on the standard linear programme: shift the payoffs positive, then
/// maximise Σw subject to A·w ≤ 1, w ≥ 0; the column strategy is w/Σw, the row strategy comes
/// from the dual prices, the value is 1/Σw less the shift.
#[must_use]
pub fn equilibrium(a: &[[f64; 6]; 6]) -> Equilibrium {
    let (m, n) = (6usize, 6usize);
    let min = a.iter().flatten().copied().fold(f64::INFINITY, f64::min);
    let shift = if min <= 0.0 { 1.0 - min } else { 0.0 };
    // Tableau: m constraint rows, n structural + m slack columns, then the right-hand side.
    let width = n + m + 1;
    let mut t = vec![vec![0.0; width]; m + 1];
    for i in 0..m {
        for j in 0..n {
            t[i][j] = a[i][j] + shift;
        }
        t[i][n + i] = 1.0;
        t[i][width - 1] = 1.0;
    }
    for c in t[m].iter_mut().take(n) {
        *c = -1.0; // maximise Σw: the objective row holds −c
    }
    let mut basis: Vec<usize> = (n..n + m).collect();
    for _ in 0..200 {
        // Bland's rule: the lowest-index column with a negative reduced cost enters.
        let Some(col) = (0..n + m).find(|&j| t[m][j] < -1e-12) else {
            break;
        };
        let row = (0..m).filter(|&i| t[i][col] > 1e-12).min_by(|&i, &k| {
            let (ri, rk) = (t[i][width - 1] / t[i][col], t[k][width - 1] / t[k][col]);
            ri.total_cmp(&rk).then(basis[i].cmp(&basis[k]))
        });
        let Some(row) = row else { break };
        let p = t[row][col];
        for v in &mut t[row] {
            *v /= p;
        }
        let pivot = t[row].clone();
        for (i, r) in t.iter_mut().enumerate() {
            let f = r[col];
            if i != row && f != 0.0 {
                for (x, p) in r.iter_mut().zip(&pivot) {
                    *x -= f * p;
                }
            }
        }
        basis[row] = col;
    }
    let mut w = vec![0.0; n];
    for (i, &b) in basis.iter().enumerate() {
        if b < n {
            w[b] = t[i][width - 1];
        }
    }
    let u: Vec<f64> = (0..m).map(|i| t[m][n + i].max(0.0)).collect();
    let sw: f64 = w.iter().sum();
    let su: f64 = u.iter().sum();
    Equilibrium {
        attacker: u.iter().map(|x| x / su).collect(),
        defender: w.iter().map(|x| x / sw).collect(),
        value: 1.0 / sw - shift,
    }
}
