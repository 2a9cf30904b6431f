//! The table's state and what changes it: one state type, one action enum and a pure
//! [`TableState::reduce`]. The browser app keeps this in a Yew reducer; nothing here
//! touches the browser or draws random numbers (a new deal's seed arrives in its action).
//!
//! The state is seen from South's chair: what it hands out about other seats is exactly
//! what a person at South sees (tile counts, never the tiles).

use crate::rules::{Match, Move, Phase, PoseRule, Seat, Tile, Variant};

/// The seat of the person at the screen.
pub const YOU: Seat = Seat(0);

/// Something the person (or the app on their behalf) does to the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play this tile from South's hand, where it can go in exactly one way (choosing an
    /// end comes with the full line layout).
    Play(Tile),
    /// Deal a new match of the same game from this seed.
    NewDeal(u64),
}

/// One of South's tiles as the hand shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandTile {
    /// The tile.
    pub tile: Tile,
    /// Whether it can be played now.
    pub playable: bool,
}

impl HandTile {
    /// The button's accessible name: the numbers, low first ("3-5").
    pub fn label(&self) -> String {
        self.tile.to_string()
    }
}

/// An opponent (or partner) as seen from South: a name and a number of tile backs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    /// The seat.
    pub seat: Seat,
    /// Its compass name ("East").
    pub name: &'static str,
    /// How many tiles it holds.
    pub tiles: usize,
    /// Whether it plays on South's side.
    pub partner: bool,
    /// Whether it is this seat's turn.
    pub to_move: bool,
}

impl SeatView {
    /// The seat described in words: "North (partner), 7 tiles".
    pub fn label(&self) -> String {
        let partner = if self.partner { " (partner)" } else { "" };
        let plural = if self.tiles == 1 { "" } else { "s" };
        format!("{}{partner}, {} tile{plural}", self.name, self.tiles)
    }
}

/// Everything the table shows.
#[derive(Clone, Debug)]
pub struct TableState {
    game: Match,
    notice: Option<String>,
    last_move: Option<String>,
}

impl TableState {
    /// A fresh match of `variant` dealt from `seed`. `notice` is shown above the table
    /// (for instance why a link's seed was not used).
    pub fn new(variant: Variant, seed: u64, notice: Option<String>) -> TableState {
        TableState {
            game: Match::new(variant, seed),
            notice,
            last_move: None,
        }
    }

    /// The state after `action`. Actions that make no sense now (a tile that cannot be
    /// played, a move out of turn) leave the state as it was.
    pub fn reduce(&self, action: Action) -> TableState {
        match action {
            Action::NewDeal(seed) => TableState::new(self.game.variant().clone(), seed, None),
            Action::Play(tile) => {
                let Some(mv) = self.only_move_with(tile) else {
                    return self.clone();
                };
                let said = self.game.round().describe(mv);
                let mut next = self.clone();
                match next.game.play(mv) {
                    Ok(()) => {
                        next.last_move = Some(said);
                        next.notice = None;
                        next
                    }
                    Err(_) => self.clone(),
                }
            }
        }
    }

    /// South's move with `tile`, when it is South's turn and the tile goes in exactly
    /// one way.
    fn only_move_with(&self, tile: Tile) -> Option<Move> {
        let round = self.game.round();
        if round.turn() != YOU || !matches!(round.phase(), Phase::Pose | Phase::Play) {
            return None;
        }
        let moves = round.legal_moves();
        let mut found = moves.iter().copied().filter(|mv| match mv {
            Move::Pose(t) => *t == tile,
            Move::Play { tile: t, .. } => *t == tile,
            _ => false,
        });
        match (found.next(), found.next()) {
            (Some(mv), None) => Some(mv),
            _ => None,
        }
    }

    /// The match being played.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// The seed the match was dealt from.
    pub fn seed(&self) -> u64 {
        self.game.seed()
    }

    /// The game's name, for the heading.
    pub fn title(&self) -> &'static str {
        self.game.variant().family().name()
    }

    /// A notice to show above the table, if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// South's tiles, ordered by low then high number, each marked playable or not.
    pub fn hand(&self) -> Vec<HandTile> {
        let mut tiles: Vec<HandTile> = self
            .game
            .round()
            .hand(YOU)
            .into_iter()
            .map(|tile| HandTile {
                tile,
                playable: self.can_play(tile),
            })
            .collect();
        tiles.sort_by_key(|h| (h.tile.low(), h.tile.high()));
        tiles
    }

    /// Whether South can play `tile` now, in any way.
    fn can_play(&self, tile: Tile) -> bool {
        let round = self.game.round();
        round.turn() == YOU
            && round.legal_moves().iter().any(|mv| match mv {
                Move::Pose(t) => *t == tile,
                Move::Play { tile: t, .. } => *t == tile,
                _ => false,
            })
    }

    /// The other seats, in playing order after South.
    pub fn others(&self) -> Vec<SeatView> {
        let variant = self.game.variant();
        let round = self.game.round();
        let players = variant.players();
        Seat::all(players)
            .filter(|&s| s != YOU)
            .map(|seat| SeatView {
                seat,
                name: seat.name(players),
                tiles: round.hand(seat).len(),
                partner: variant.partnership() && variant.side_of(seat) == variant.side_of(YOU),
                to_move: round.turn() == seat && round.phase() != Phase::Over,
            })
            .collect()
    }

    /// The posed tile, once there is one.
    pub fn pose(&self) -> Option<Tile> {
        self.game.round().layout().pose()
    }

    /// Whose turn it is and what they have to do, after the last move if there was one:
    /// "South posed 6-6. East to play."
    pub fn status(&self) -> String {
        let round = self.game.round();
        let players = self.game.variant().players();
        let turn = round.turn();
        let who = turn.name(players);
        let now = match round.phase() {
            Phase::Over => "The hand is over.".to_string(),
            Phase::ChoosePoser(team) => {
                let [a, b] = team.seats();
                if a == YOU || b == YOU {
                    "Your team poses: choose who poses.".to_string()
                } else {
                    format!(
                        "{} and {} choose who poses.",
                        a.name(players),
                        b.name(players)
                    )
                }
            }
            Phase::Pose => {
                let what = match round.pose_rule() {
                    PoseRule::Tile(t) => format!("pose {t}"),
                    PoseRule::AnyDouble(_) => "pose a double".to_string(),
                    PoseRule::Any(_) | PoseRule::Team(_) => "pose any tile".to_string(),
                };
                if turn == YOU {
                    format!("Your turn: {what}.")
                } else {
                    format!("{who} to {what}.")
                }
            }
            Phase::Play if turn == YOU => "Your turn.".to_string(),
            Phase::Play => format!("{who} to play."),
        };
        match &self.last_move {
            Some(said) => format!("{said}. {now}"),
            None => now,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Family;
    use serde::Deserialize;

    fn jamaican(seed: u64) -> TableState {
        let variant = Variant::standard(Family::Jamaican).expect("Jamaican is playable");
        TableState::new(variant, seed, None)
    }

    /// A seed whose deal gives South the 6-6, and one whose deal does not.
    fn seeds() -> (u64, u64) {
        let holds = |s: u64| jamaican(s).hand().iter().any(|h| h.tile == Tile::new(6, 6));
        let with = (0..200)
            .find(|&s| holds(s))
            .expect("someone deals South 6-6");
        let without = (0..200).find(|&s| !holds(s)).expect("a deal without");
        (with, without)
    }

    #[test]
    fn the_first_page_shows_seven_tiles_and_three_hands_of_seven() {
        for seed in 0..50 {
            let state = jamaican(seed);
            assert_eq!(state.hand().len(), 7);
            let others = state.others();
            assert_eq!(others.len(), 3);
            assert!(others.iter().all(|o| o.tiles == 7));
            let names: Vec<_> = others.iter().map(|o| o.name).collect();
            assert_eq!(names, ["East", "North", "West"]);
            assert_eq!(
                others.iter().map(|o| o.partner).collect::<Vec<_>>(),
                [false, true, false]
            );
            assert_eq!(state.title(), "Jamaican Partner");
        }
    }

    #[test]
    fn labels_read_low_number_first() {
        let state = jamaican(3);
        for h in state.hand() {
            let label = h.label();
            let (a, b) = label.split_once('-').expect("a-b");
            let (a, b): (u8, u8) = (a.parse().expect("low"), b.parse().expect("high"));
            assert!(a <= b, "{label}");
        }
        let north = &state.others()[1];
        assert_eq!(north.label(), "North (partner), 7 tiles");
    }

    #[test]
    fn only_the_six_six_holder_can_pose_the_first_hand() {
        let (with, without) = seeds();
        let state = jamaican(with);
        let playable: Vec<_> = state.hand().into_iter().filter(|h| h.playable).collect();
        assert_eq!(playable.len(), 1);
        assert_eq!(playable[0].tile, Tile::new(6, 6));
        assert_eq!(state.status(), "Your turn: pose 6-6.");

        let state = jamaican(without);
        assert!(state.hand().iter().all(|h| !h.playable));
        let holder = state
            .others()
            .into_iter()
            .find(|o| o.to_move)
            .expect("holder");
        assert_eq!(state.status(), format!("{} to pose 6-6.", holder.name));
    }

    #[test]
    fn posing_moves_the_turn_and_says_what_happened() {
        let (with, without) = seeds();
        let state = jamaican(with);
        let after = state.reduce(Action::Play(Tile::new(6, 6)));
        assert_eq!(after.pose(), Some(Tile::new(6, 6)));
        assert_eq!(after.hand().len(), 6);
        assert!(after.hand().iter().all(|h| !h.playable));
        assert_eq!(after.status(), "South posed 6-6. East to play.");
        assert!(after.others()[0].to_move);

        // Out of turn, or a tile that cannot go: nothing changes.
        let idle = jamaican(without);
        let tile = idle.hand()[0].tile;
        let same = idle.reduce(Action::Play(tile));
        assert_eq!(same.hand(), idle.hand());
        assert_eq!(same.status(), idle.status());
        let again = after.reduce(Action::Play(after.hand()[0].tile));
        assert_eq!(again.status(), after.status());
    }

    #[test]
    fn a_new_deal_keeps_the_game_and_clears_the_notice() {
        let variant = Variant::standard(Family::Jamaican).expect("Jamaican is playable");
        let state = TableState::new(variant, 1, Some("hello".to_string()));
        assert_eq!(state.notice(), Some("hello"));
        let next = state.reduce(Action::NewDeal(99));
        assert_eq!(next.seed(), 99);
        assert_eq!(next.notice(), None);
        assert_eq!(next.hand(), jamaican(99).hand());
    }

    /// The deals the browser test expects for fixed seeds. The browser build must deal the
    /// same hands as this native build (issue 2, item 4). If the engine's dealing changes
    /// on purpose, put the hands this test prints into `tests/browser/deals.json`; keep one
    /// seed where South holds 6-6 and one where it does not (the browser test needs both).
    #[derive(Deserialize)]
    struct Fixture {
        seed: u64,
        south: Vec<String>,
    }

    #[test]
    fn the_browser_fixture_matches_the_native_deal() {
        let text = include_str!("../../tests/browser/deals.json");
        let fixtures: Vec<Fixture> = serde_json::from_str(text).expect("deals.json parses");
        let holds = |f: &Fixture| f.south.iter().any(|t| t == "6-6");
        assert!(
            fixtures.iter().any(holds),
            "deals.json needs a hand with 6-6"
        );
        assert!(
            !fixtures.iter().all(holds),
            "deals.json needs a hand without 6-6"
        );
        for f in fixtures {
            let native: Vec<String> = jamaican(f.seed).hand().iter().map(|h| h.label()).collect();
            assert_eq!(
                native, f.south,
                "seed {}: if the deal changed on purpose, the fixture line is\n  {{ \"seed\": {}, \"south\": {} }}",
                f.seed,
                f.seed,
                serde_json::to_string(&native).unwrap_or_default()
            );
        }
    }
}
