//! Undo (issue 13, item 5), when the "Allow undo" option is on: takes back your last
//! decision in the hand and every computer move after it, back to the position where you
//! made it, so you choose again. A decision is a turn of yours with more than one legal
//! move (a forced move, which the auto-move options may play by themselves, is taken back
//! with the computer moves around it). At a hand's start, before your first decision,
//! there is nothing to take back; once a hand is over its result stands (it is on the
//! score sheet, and may have ended the match in your statistics). Every undo is counted
//! for the match, like hints. The Undo button is enabled on your turn (the computer
//! players have answered).
//!
//! Your decisions are noted as you make them ([`TableState::apply`]); the position comes
//! back by replaying the match's moves (a match is a pure function of
//! its seed and moves, see [`TableState::replay`]), so the log, the seats' marks and
//! everything else are as they were then.

use super::{TableState, YOU};

impl TableState {
    /// Where undo goes back to: the number of this hand's moves before your last
    /// decision, if there was one (and the hand is not over).
    pub fn undo_point(&self) -> Option<usize> {
        if self.game.hand_finished() {
            return None;
        }
        self.decisions.last().copied()
    }

    /// Whether there is a move of yours to take back now.
    pub fn can_undo(&self) -> bool {
        self.undo_point().is_some()
    }

    /// How many undos were made in this match.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// The table with `undos` counted as made (a saved match restored).
    pub fn with_undos(mut self, undos: u32) -> TableState {
        self.undos = undos;
        self
    }

    /// The table with your last decision and the moves after it taken back (see the
    /// module docs); unchanged when there is none, but on your turn it says why (a
    /// playtest could not tell when Undo would work).
    pub(super) fn undo(&self) -> TableState {
        let Some(point) = self.undo_point() else {
            let mut t = self.clone();
            if t.your_turn() {
                t.said = vec![NOTHING_TO_UNDO.to_string(), t.prompt()];
            }
            return t;
        };
        let mut hands = self.transcript.clone();
        let taken = hands.last().map_or(0, Vec::len) - point;
        if let Some(h) = hands.last_mut() {
            h.truncate(point);
        }
        let variant = self.game.variant().clone();
        let Ok(mut t) = TableState::replay(variant, self.levels, self.game.seed(), &hands) else {
            return self.clone();
        };
        debug_assert!(t.game.hand().turn() == YOU);
        t.hints = self.hints;
        t.undos = self.undos.saturating_add(1);
        t.played_on = self.played_on;
        let after = match taken {
            1 => String::new(),
            2 => " and the move after it".to_string(),
            n => format!(" and the {} moves after it", n - 1),
        };
        t.said = vec![format!("Took back your move{after}."), t.prompt()];
        t
    }
}

/// What Undo says on your turn when there is nothing to take back.
const NOTHING_TO_UNDO: &str =
    "Nothing to take back: Undo goes back to your last choice this hand (a turn with more than one move).";

impl TableState {
    /// Whether the match was played on from a record (not counted in your statistics).
    pub fn played_on(&self) -> bool {
        self.played_on
    }

    /// The table marked as played on from a record (or not: a saved match restored).
    pub fn with_played_on(mut self, on: bool) -> TableState {
        self.played_on = on;
        self
    }

    /// What the score sheet and the match's end say of a match played with help: "With
    /// help: 2 hints, 1 undo"; of one played on from a record, that your statistics leave
    /// it out; `None` for neither.
    pub fn help_note(&self) -> Option<String> {
        let count = |n: u32, what: &str| match n {
            0 => None,
            1 => Some(format!("1 {what}")),
            n => Some(format!("{n} {what}s")),
        };
        let parts: Vec<String> = [count(self.hints, "hint"), count(self.undos, "undo")]
            .into_iter()
            .flatten()
            .collect();
        let help = (!parts.is_empty()).then(|| format!("With help: {}", parts.join(", ")));
        if self.played_on {
            let help = help.map_or(String::new(), |h| format!(". {h}"));
            return Some(format!(
                "Played on from a record: not in your statistics{help}"
            ));
        }
        help
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{Family, HouseRules, Seat, Variant};
    use crate::view::table::{Action, AppState, Picked, TableAction};

    /// What must come back as it was: the moves, your tiles, the table, whose turn, what
    /// may be played, the log, the seats' marks and secrets, the score sheet.
    fn position(t: &TableState) -> String {
        let seats: Vec<String> = Seat::all(t.game.variant().players())
            .map(|s| format!("{:?} {:?}", t.mark(s), t.secrets[s.index()]))
            .collect();
        format!(
            "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{seats:?}|{:?}|{:?}",
            t.transcript,
            t.game.hand().hand(YOU),
            t.game.hand().layout(),
            t.game.hand().turn(),
            t.legal,
            t.log,
            t.sheet,
            t.decisions,
        )
    }

    /// Plays the first hands of every family's matches with the browser tests' choices,
    /// checking Undo at every step against the table as it was at your last decision.
    #[test]
    fn undo_goes_back_to_your_last_decision_as_it_was() {
        let (mut undone, mut nothing) = (0, 0);
        for family in Family::ALL {
            let players = *family.player_counts().last().unwrap();
            let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
            for seed in 0..2 {
                let mut t = TableState::new(v.clone(), [Level::Easy; 4], seed).with_hints(3);
                let mut last: Vec<TableState> = Vec::new();
                for _ in 0..400 {
                    let back = t.reduce(TableAction::Undo);
                    let ply = |t: &TableState| t.game.moves().len();
                    match last.iter().rfind(|l| ply(l) < ply(&t)) {
                        Some(before) if !t.game.hand_finished() => {
                            assert_eq!(position(&back), position(before), "{family:?} {seed}");
                            assert!(back.your_turn() && back.legal.len() > 1);
                            assert_eq!((back.undos(), back.hints()), (1, 3));
                            assert!(back.said()[0].starts_with("Took back your move"));
                            assert!(back.controls().your_turn);
                            undone += 1;
                        }
                        // Nothing to take back: at the hand's start, or once it is over;
                        // on your turn it says why.
                        _ => {
                            assert_eq!(position(&back), position(&t));
                            assert_eq!(back.undos(), 0);
                            assert!(!t.can_undo());
                            if t.your_turn() {
                                assert_eq!(back.said(), [NOTHING_TO_UNDO.to_string(), t.prompt()]);
                                nothing += 1;
                            } else {
                                assert_eq!(back.said(), t.said());
                            }
                        }
                    }
                    // (Picking a tile that fits two ends leaves you at the same decision.)
                    if t.your_turn() && t.legal.len() > 1 && t.picked() == Picked::Nothing {
                        last.push(t.clone());
                    }
                    let Some(a) = t.first_choice() else { break };
                    if a == TableAction::NextHand {
                        last.clear();
                        if t.hand_number() >= 2 {
                            break;
                        }
                    }
                    t = t.reduce(a);
                }
            }
        }
        assert!(
            undone > 200 && nothing > 20,
            "{undone} taken back, {nothing} told"
        );
    }

    #[test]
    fn undo_is_done_only_with_the_option_on_and_counted_in_the_saved_match_and_stats() {
        use crate::view::settings::{Settings, SettingsChange};
        let settings = Settings::default().apply(&SettingsChange::Family(Family::Partnership));
        let mut app = AppState::new(settings, None, None).reduce(Action::Start(7));
        let table = |app: &AppState| app.table.clone().unwrap();
        // Play until you have made a decision.
        while !table(&app).can_undo() {
            let a = table(&app).first_choice().unwrap();
            app = app.reduce(Action::Table(a));
        }
        let before = table(&app).to_saved();
        let off = app.reduce(Action::Table(TableAction::Undo));
        assert_eq!(table(&off).to_saved(), before);
        app = app.reduce(Action::Settings(SettingsChange::AllowUndo(true)));
        app = app.reduce(Action::Table(TableAction::Undo));
        let t = table(&app);
        assert_eq!(t.undos(), 1);
        assert_eq!(t.help_note().as_deref(), Some("With help: 1 undo"));
        assert_eq!(t.score_sheet().help, t.help_note());
        let saved = t.to_saved();
        assert!(saved.ends_with(r#","undos":1}"#), "{saved}");
        assert_eq!(TableState::from_saved(&saved).unwrap().undos(), 1);
        let bad = saved.replace(r#""undos":1"#, r#""undos":-1"#);
        assert!(TableState::from_saved(&bad).is_err());
        // Played to its end: the match is marked where it ends and in the statistics.
        while let Some(a) = table(&app).first_choice() {
            app = app.reduce(Action::Table(a));
        }
        let end = table(&app).hand_end().unwrap();
        assert_eq!(end.under_score, "With help: 1 undo");
        let g = &app.stats.groups[0];
        assert_eq!((g.matches, g.undos, g.helped), (1, 1, 1));
        assert_eq!(app.stats.recent_helped, [true]);
    }
}
