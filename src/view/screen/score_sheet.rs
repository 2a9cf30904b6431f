//! The score sheet, for the score-sheet component: every finished hand, running totals
//! and how the match is won.

use crate::rules::family::Fives;
use crate::rules::{Seat, Side};
use crate::view::table::{SheetRow, TableState, YOU};

/// The score sheet: one row per finished hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreSheet {
    /// The sides' names, in column order ("North-South (you)").
    pub sides: Vec<String>,
    /// The finished hands.
    pub rows: Vec<SheetRow>,
    /// Each side's score now.
    pub totals: Vec<i32>,
    /// Games won per side, where a match is several games.
    pub games: Option<Vec<u32>>,
    /// How the match is won, in a sentence.
    pub goal: String,
    /// Each side's points made so far in the hand in play (All Fives), not yet in
    /// `totals`.
    pub running: Option<Vec<u32>>,
    /// The hints and undos used, for a match played with help.
    pub help: Option<String>,
}

impl ScoreSheet {
    /// Each side's name in a word for the score bar, all from your seat: in a game of
    /// two teams their compass names made short ("N-S", "E-W"), the names the seats, the
    /// log and the hand's summary give them (never "Us" here and "North-South" there);
    /// between individuals "You" and the others' initials ("E", "N", "W"), as their seats
    /// are named around the table.
    pub fn short_names(&self) -> Vec<String> {
        self.sides
            .iter()
            .map(|name| {
                let yours = name.ends_with("(you)");
                let team = name.contains('-');
                match (team, yours) {
                    (true, _) => {
                        let initial = |w: &str| w.chars().next().unwrap_or('?');
                        let (a, b) = name.split_once('-').unwrap_or((name, name));
                        format!("{}-{}", initial(a), initial(b))
                    }
                    (false, true) => "You".to_string(),
                    (false, false) => name.chars().next().map(String::from).unwrap_or_default(),
                }
            })
            .collect()
    }

    /// Whether column `i` won the hand of `row` (its name is the winner's, "(you)" aside).
    pub fn won(&self, row: &SheetRow, i: usize) -> bool {
        let name = self
            .sides
            .get(i)
            .map(|n| n.strip_suffix(" (you)").unwrap_or(n));
        row.winner.is_some() && name == row.winner
    }

    /// Each side's score with the points made so far in the hand in play.
    pub fn running_totals(&self) -> Vec<i32> {
        let extra = |i: usize| {
            self.running
                .as_ref()
                .and_then(|r| r.get(i))
                .map_or(0, |&p| p as i32)
        };
        self.totals
            .iter()
            .enumerate()
            .map(|(i, t)| t + extra(i))
            .collect()
    }
}

/// How a match of `variant` is won, in a sentence (the family says).
pub fn match_goal(variant: &crate::rules::Variant) -> String {
    variant.match_goal()
}

impl TableState {
    /// The score sheet.
    pub fn score_sheet(&self) -> ScoreSheet {
        let variant = self.game().variant();
        let sides = usize::from(variant.sides());
        let you = variant.side_of(YOU);
        let state = self.game().state();
        let several_games = variant.options().games() > 1;
        ScoreSheet {
            sides: (0..variant.sides())
                .map(|i| {
                    let name = variant.side_name(Side::new(i));
                    if Side::new(i) == you {
                        format!("{name} (you)")
                    } else {
                        name.to_string()
                    }
                })
                .collect(),
            rows: self.sheet().to_vec(),
            totals: state.scores[..sides].to_vec(),
            games: several_games.then(|| state.games[..sides].to_vec()),
            goal: match_goal(variant),
            running: self.running_points(),
            help: self.help_note(),
        }
    }

    /// Each side's points made so far in the hand in play (All Fives), before the hand
    /// ends and scores them: `None` in games without them and once the hand is over.
    fn running_points(&self) -> Option<Vec<u32>> {
        let variant = self.game().variant();
        let hand = self.game().hand();
        if hand.mechanics().fives == Fives::Off || self.game().hand_finished() {
            return None;
        }
        let mut points = vec![0; usize::from(variant.sides())];
        for seat in Seat::all(variant.players()) {
            if let Some(p) = points.get_mut(variant.side_of(seat).index()) {
                *p += hand.earned(seat);
            }
        }
        Some(points)
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::Level;
    use crate::rules::{Family, HouseRules, Variant};
    use crate::view::table::TableState;

    fn names(family: Family, players: u8) -> Vec<String> {
        let variant =
            Variant::new(family, players, 6, &HouseRules::new()).expect("a valid variant");
        TableState::new(variant, [Level::Easy; 4], 7)
            .score_sheet()
            .short_names()
    }

    #[test]
    fn each_won_hand_marks_its_winners_column_only() {
        for (family, players) in [
            (Family::Jamaican, 4),
            (Family::CutThroat, 3),
            (Family::AllFives, 4),
        ] {
            let variant =
                Variant::new(family, players, 6, &HouseRules::new()).expect("a valid variant");
            let mut t = TableState::new(variant, [Level::Easy; 4], 5);
            while t.sheet().len() < 6 && !t.game().is_over() {
                t = t.reduce(t.first_choice().expect("a move"));
            }
            let sheet = t.score_sheet();
            let results = t.game().results();
            assert!(!sheet.rows.is_empty());
            for (k, row) in sheet.rows.iter().enumerate() {
                let marked: Vec<usize> = (0..sheet.sides.len())
                    .filter(|&i| sheet.won(row, i))
                    .collect();
                let winner = results[k].winner.map(|side| side.index());
                assert_eq!(
                    marked,
                    winner.into_iter().collect::<Vec<_>>(),
                    "{family:?} hand {}",
                    k + 1
                );
            }
        }
    }

    #[test]
    fn the_score_bar_names_every_side_from_your_seat() {
        // Two teams: by the compass names the rest of the table gives them, yours first.
        assert_eq!(names(Family::Jamaican, 4), ["N-S", "E-W"]);
        assert_eq!(names(Family::Partnership, 4), ["N-S", "E-W"]);
        // Individuals: you and the others by their seats' initials.
        assert_eq!(names(Family::CutThroat, 2), ["You", "N"]);
        assert_eq!(names(Family::French, 4), ["You", "E", "N", "W"]);
    }
}
