//! The hint (issue 13, item 1): on your turn, the move the coach's level
//! ([`COACH`](crate::ai::COACH), the expert) would make in your seat, asked of the AI
//! worker with exactly what you know (the engine requests of your seat, as a computer
//! seat is asked), and explained in words from your view alone
//! ([`crate::ai::coach::hint_words`]). Every hint given is counted for the match.

use super::{ComputerMove, TableState, YOU};
use crate::ai::engine::{requests_for, Ask};
use crate::ai::{coach, View, COACH};
use crate::rules::rng::derive_seed;
use crate::rules::{Move, Tile};

/// Keeps the hint's random stream apart from the computer players' (see
/// [`TableState::hint_seed`]).
const HINT_STREAM: u64 = 0x68_69_6e_74;

impl TableState {
    /// The random seed of the hint for the position now: fixed by the match seed, the
    /// hand and the move number, so the same position always gets the same hint.
    pub fn hint_seed(&self) -> u64 {
        let ply = self.game.moves().len() as u64;
        derive_seed(self.game.seed(), &[self.hand_no as u64, ply, HINT_STREAM])
    }

    /// On your turn, the requests that bring a fresh engine to this position as you see
    /// it and ask the coach's level for its move with [`TableState::hint_seed`] (the time
    /// limit `ms` caps a slow device).
    pub fn hint_requests(&self, ms: Option<f64>) -> Option<Vec<String>> {
        self.your_turn().then(|| {
            requests_for(
                &self.game,
                YOU,
                &self.secrets[YOU.index()],
                self.pose,
                &Ask {
                    level: COACH,
                    seed: self.hint_seed(),
                    ms,
                    worlds: None,
                },
            )
        })
    }

    /// The worker's answer to [`TableState::hint_requests`] (the move in record
    /// notation, or why there is none) as an action for the position now.
    pub fn hint_answer(&self, answer: Result<String, String>) -> ComputerMove {
        let mv = answer
            .ok()
            .and_then(|text| self.game.hand().parse_move(&text).ok());
        ComputerMove {
            hand: self.hand_no,
            ply: self.game.moves().len(),
            // Not a legal move of yours: no hint could be had.
            mv: mv.unwrap_or(crate::rules::Move::Claim),
            signal: None,
        }
    }

    /// The play the hint for the position now would make, if one was asked for.
    pub fn hinted_move(&self) -> Option<Move> {
        self.hinted
            .filter(|&(ply, _)| self.your_turn() && ply == self.game.moves().len())
            .map(|(_, mv)| mv)
    }

    /// The tile the hint for the position now would play, if one was asked for.
    pub fn hinted_tile(&self) -> Option<Tile> {
        self.hinted_move().and_then(super::tile_of)
    }

    /// How many hints were given in this match.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// The table with `hints` counted as given (a saved match restored).
    pub fn with_hints(mut self, hints: u32) -> TableState {
        self.hints = hints;
        self
    }

    /// The letter of the end `mv` plays on, as its button and glow carry it once the
    /// tile is picked, where another of those ends shows the same number (a playtest:
    /// French's "play 5-6 on the 5 arm" with three 5 arms on the table); `None` where
    /// the number says which, or where the table asks nothing (twin ends: any of them
    /// gives the same position).
    fn end_letter(&self, mv: Move) -> Option<char> {
        let Move::Play { tile, end, .. } = mv else {
            return None;
        };
        let ends = self.end_choices(tile);
        let layout = self.game.hand().layout();
        let n = layout.end_number(end);
        let twin = ends.iter().any(|&e| e != end && layout.end_number(e) == n);
        end.letter(&ends).filter(|_| twin)
    }

    /// Shows the hint `h` if it is for the position now: announced in the live region,
    /// and counted.
    pub(super) fn show_hint(&mut self, h: ComputerMove) {
        if h.hand != self.hand_no || h.ply != self.game.moves().len() || !self.your_turn() {
            return;
        }
        if self.legal.contains(&h.mv) {
            self.hints += 1;
            // A tile's move marks its tile in your hand (the pose too: a playtest's
            // "Hint: pose 2-2." marked nothing).
            if super::tile_of(h.mv).is_some() {
                self.hinted = Some((h.ply, h.mv));
            }
            let letter = self.end_letter(h.mv);
            self.said
                .push(coach::hint_words(&View::of(&self.game, YOU), h.mv, letter));
        } else {
            self.said
                .push("No hint now: the computer players are not running.".to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::engine::Engine;
    use crate::ai::worker::{answer, request, WorkerMessage};
    use crate::rules::{Family, HouseRules, Rng, Seat, TileSet, Variant};
    use crate::view::table::TableAction;

    /// Your turns in the first hands of every family against easy players, `per_seed` of
    /// them for each of two seeds.
    fn your_turns(per_seed: usize, mut check: impl FnMut(&TableState)) -> usize {
        let mut n = 0;
        for family in Family::ALL {
            let players = *family.player_counts().last().unwrap();
            let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
            for seed in 0..2 {
                let mut t = TableState::new(v.clone(), [crate::ai::Level::Easy; 4], seed);
                let mut seen = 0;
                for _ in 0..500 {
                    if t.your_turn() && seen < per_seed {
                        check(&t);
                        seen += 1;
                        n += 1;
                    }
                    match t.first_choice() {
                        Some(a) if seen < per_seed => t = t.reduce(a),
                        _ => break,
                    }
                }
            }
        }
        n
    }

    #[test]
    fn the_hint_is_the_engines_go_answer_for_your_view_and_seed() {
        let mut poses = 0;
        let n = your_turns(3, |t| {
            let lines = t.hint_requests(None).expect("your turn");
            let mut engine = Engine::new(None);
            let last = lines.iter().map(|l| engine.handle(l)).last().unwrap();
            let go: serde_json::Value = serde_json::from_str(&last).unwrap();
            let by_engine = go["move"].as_str().expect("a move").to_string();
            // The AI worker, asked the same lines, answers the same move.
            let from_worker = WorkerMessage::read(&answer(&request(1, lines), None));
            assert_eq!(from_worker.mv.as_deref(), Some(by_engine.as_str()));
            // And it is the coach's (the expert's) choice from your view with the hint's seed.
            let view = View::of(t.game(), YOU);
            let mut rng = Rng::new(t.hint_seed());
            let direct = crate::ai::choose(&view, COACH, &mut rng).unwrap();
            assert_eq!(t.game().hand().notation(direct), by_engine);
            // Shown: announced, counted, and true to what the table showed.
            let shown = t.reduce(TableAction::Hint(t.hint_answer(Ok(by_engine))));
            assert_eq!(shown.hints(), 1);
            // A play's or a pose's tile is marked in your hand (and only it) until the
            // position moves.
            let tile = super::super::tile_of(direct);
            poses += usize::from(matches!(direct, crate::rules::Move::Pose(_)));
            assert_eq!(shown.hinted_tile(), tile);
            let marked: Vec<_> = shown
                .hand()
                .iter()
                .filter(|h| h.hinted)
                .map(|h| h.tile)
                .collect();
            assert_eq!(marked, tile.into_iter().collect::<Vec<_>>());
            if let Some(next) = shown.first_choice().map(|a| shown.reduce(a)) {
                if next.game().moves().len() != t.game().moves().len() {
                    assert_eq!(next.hinted_tile(), None);
                }
            }
            let said = shown.said().last().unwrap();
            assert!(
                said.starts_with("Hint: ") && said.contains(". Why: "),
                "{said}"
            );
            if std::env::var("SHOW_HINTS").is_ok() {
                eprintln!("{said}");
            }
            let players = t.game().variant().players();
            for s in Seat::all(players).filter(|&s| s != YOU) {
                let real = t.game().hand().hand(s);
                for n in 0..=6u8 {
                    let who = s.name(players);
                    let claim = format!("{who} could not play a {n} before");
                    // (said of the partner as "it leaves a 3 open, which your partner
                    // North could not play before")
                    let partner = format!("a {n} open, which your partner {who} could not play");
                    if said.contains(&claim) || said.contains(&partner) {
                        assert!((real & TileSet::with_number(n)).is_empty(), "{said}");
                    }
                }
            }
        });
        assert!(n >= 40 && poses > 0, "{n} turns, {poses} poses");
    }

    #[test]
    fn a_hint_for_another_position_or_none_at_all_is_not_counted() {
        your_turns(1, |t| {
            let lines = t.hint_requests(None).unwrap();
            let mv = WorkerMessage::read(&answer(&request(1, lines), None)).mv;
            let hint = t.hint_answer(Ok(mv.unwrap()));
            // No worker: said so, nothing counted.
            let failed = t.reduce(TableAction::Hint(t.hint_answer(Err("gone".into()))));
            assert_eq!(failed.hints(), 0);
            assert!(failed.said().last().unwrap().starts_with("No hint now"));
            // The position moved on before the answer came.
            let moved = t.reduce(t.first_choice().unwrap());
            let stale = moved.reduce(TableAction::Hint(hint));
            assert_eq!((stale.hints(), stale.said()), (0, moved.said()));
            // Not your turn: no requests.
            if !moved.your_turn() {
                assert_eq!(moved.hint_requests(None), None);
            }
        });
    }

    /// A hint marks its tile (and then its end) for the position it was asked in only:
    /// never in a later hand, though a turn there comes at the same move number (the
    /// mark had been kept by move number alone).
    #[test]
    fn a_hint_is_not_carried_into_the_next_hand() {
        let mut same_ply = 0;
        for family in [Family::Matador, Family::Jamaican, Family::AllFives] {
            let players = *family.player_counts().first().unwrap();
            let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
            for seed in 0..30 {
                let mut t = TableState::new(v.clone(), [crate::ai::Level::Random; 4], seed);
                let mut asked = None;
                for _ in 0..3000 {
                    if t.your_turn() && t.hand_number() == 1 && asked.is_none() {
                        let mv =
                            (t.legal().iter().copied()).find(|m| matches!(m, Move::Play { .. }));
                        if let Some(mv) = mv {
                            let ply = t.game().moves().len();
                            t = t.reduce(TableAction::Hint(ComputerMove {
                                hand: 1,
                                ply,
                                mv,
                                signal: None,
                            }));
                            assert_eq!(t.hinted_move(), Some(mv));
                            asked = Some(ply);
                        }
                    }
                    if t.hand_number() > 1 && t.your_turn() {
                        same_ply += usize::from(Some(t.game().moves().len()) == asked);
                        assert_eq!(t.hinted_move(), None, "{family:?} seed {seed}");
                        assert!(t.hand().iter().all(|h| !h.hinted));
                    }
                    let Some(a) = t.first_choice() else { break };
                    t = t.reduce(a);
                }
            }
        }
        // Later hands' turns at the hint's move number, where the old mark came back.
        assert!(same_ply > 10, "{same_ply}");
    }

    #[test]
    fn hints_given_are_kept_with_the_saved_match() {
        your_turns(1, |t| {
            let lines = t.hint_requests(None).unwrap();
            let mv = WorkerMessage::read(&answer(&request(1, lines), None)).mv;
            let once = t.reduce(TableAction::Hint(t.hint_answer(Ok(mv.clone().unwrap()))));
            let twice = once.reduce(TableAction::Hint(once.hint_answer(Ok(mv.unwrap()))));
            assert_eq!(twice.hints(), 2);
            let saved = twice.to_saved();
            assert!(saved.ends_with(r#","hints":2}"#), "{saved}");
            assert_eq!(TableState::from_saved(&saved).unwrap().hints(), 2);
            assert!(!t.to_saved().contains("hints"));
            let bad = saved.replace(r#""hints":2"#, r#""hints":"2""#);
            assert!(TableState::from_saved(&bad).is_err());
        });
    }
}
