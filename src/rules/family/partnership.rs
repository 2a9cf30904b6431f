//! Partnership to 100: four players in two partnerships; the winners score the losing
//! team's count; a block goes to the lower team count; the first player moves one seat
//! round each hand.

use super::common::{blank_result, lowest_team, others_count};
use super::{
    top_double_pose, FamilyRules, Mechanics, Options, RuleCard, RuleSpec, TypedRules, Variant,
};
use crate::rules::hand::{Hand, HandEnding, HandResult, Notes, PoseRule};
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::seat::Direction;
use crate::rules::tile::DominoSet;
use crate::rules::tileset::TileSet;

const TARGET: i32 = 100;

pub(crate) struct Partnership;

const GAMES: RuleSpec = RuleSpec {
    key: "games",
    label: "Games to win",
    help: "A match of several games to 100: the first team to win this many games wins.",
    values: &["1", "2", "3", "5"],
};

/// [`GAMES`]' values, typed.
const GAMES_TYPED: [u32; 4] = [1, 2, 3, 5];

static SPECS: [RuleSpec; 1] = [GAMES];

typed_rules! {
    /// Partnership to 100's house rules, typed.
    pub struct PartnershipRules in Options::Partnership {
        /// How many games to 100 win the match.
        games: u32 = GAMES / GAMES_TYPED,
    }
}

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Four players in two teams, partners facing each other; double-six, seven tiles each.",
    points: &[
        "The first hand opens with 6-6. After that, the opener moves one seat to the right every hand and may open with any tile.",
        "Going out wins the hand for your team. If the game blocks, the team with the lower combined count wins; equal counts score nothing.",
        "The winning team scores the losing team's count. The first team to 100 wins the game, and the match can be played over several games.",
    ],
};

impl TypedRules for PartnershipRules {
    fn games(&self) -> u32 {
        self.games
    }
}

impl FamilyRules for Partnership {
    fn player_counts(&self) -> &'static [u8] {
        &[4]
    }

    fn sets(&self) -> &'static [DominoSet] {
        &[DominoSet::DOUBLE_SIX]
    }

    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn partnership(&self, players: u8, _options: &Options) -> bool {
        players == 4
    }

    fn match_goal(&self, v: &Variant) -> String {
        match PartnershipRules::of(v).games {
            1 => "First team to 100.".to_string(),
            games => format!("First team to win {games} games of 100."),
        }
    }

    fn count_scale(&self) -> Option<f64> {
        Some(25.0)
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        Mechanics::line(4, v.set(), 7)
    }

    fn opening_pose(&self, _v: &Variant, hands: &[TileSet]) -> PoseRule {
        top_double_pose(hands, false)
    }

    fn settle(&self, v: &Variant, hand: &Hand, _ties: u32, notes: &mut Notes) -> HandResult {
        let mut r = blank_result(v, hand, notes);
        let team = match r.end {
            HandEnding::Out { seat, .. } => Some(seat.team()),
            HandEnding::Blocked => lowest_team(&r.counts),
        };
        match team {
            Some(team) => {
                let side = team.side();
                let points = others_count(v, &r.counts, side);
                r.winner = Some(side);
                r.points[side.index()] = points as i32;
                notes.add(|| {
                    format!(
                        "{team} wins and scores {} (the other team's count).",
                        points
                    )
                });
            }
            None => {
                notes.add(|| "Both teams have the same count: the hand is tied, no score.".into())
            }
        }
        r
    }

    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes) {
        let opener = *state.game_opener.get_or_insert(result.poser);
        // The first player moves one seat on (in the direction of play) every hand.
        state.next_pose = NextPose::Seat(Direction::AntiClockwise.next(result.poser, 4));
        let Some(winner) = result.winner else {
            return;
        };
        state.scores[winner.index()] += result.points[winner.index()];
        notes.add(|| {
            format!(
                "{} now has {}.",
                v.side_name(winner),
                state.scores[winner.index()]
            )
        });
        if state.scores[winner.index()] < TARGET {
            return;
        }
        state.games[winner.index()] += 1;
        let needed = PartnershipRules::of(v).games;
        if state.games[winner.index()] >= needed {
            state.winner = Some(winner);
            notes.add(|| {
                format!(
                    "{} reaches {TARGET} and wins the match.",
                    v.side_name(winner)
                )
            });
        } else {
            // A new game: scores start again; its first player sits one seat on from the
            // previous game's first player.
            state.scores = [0; 4];
            let next_opener = Direction::AntiClockwise.next(opener, 4);
            state.game_opener = Some(next_opener);
            state.next_pose = NextPose::Seat(next_opener);
            notes.add(|| {
                format!(
                    "{} wins the game ({} games to {}).",
                    v.side_name(winner),
                    state.games[0],
                    state.games[1]
                )
            });
        }
    }
}
