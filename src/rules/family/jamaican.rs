//! Jamaican Partner: four players in two partnerships, double-six, seven tiles each,
//! six-love to 6, with the key tile, 1-1 play-off and tie replay house rules.

use super::common::{blank_result, blocked_to_lowest_single, points_word, score_line, POSE, POSES};
use super::sixlove::{apply_win, next_pose_after, winner_poses, SixLove};
use super::{
    top_double_pose, FamilyRules, Mechanics, Options, Pose, RuleCard, RuleSpec, TypedRules,
    Variant, OFF_ON, ON_OFF,
};
use crate::rules::hand::{Hand, HandEnding, HandResult, Notes, PoseRule};
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::tile::DominoSet;
use crate::rules::tileset::TileSet;

/// Six love: the side that reaches this with the other on 0 wins the match.
const TARGET: i32 = 6;

pub(crate) struct Jamaican;

const KEY_TILE: RuleSpec = RuleSpec {
    key: "key_tile",
    label: "Key tile",
    help: "Going out with the one tile that fits both ends scores 2, when it is the last tile still to play of each end's number (two hard ends).",
    values: &["on", "off"],
};

const PLAYOFF: RuleSpec = RuleSpec {
    key: "playoff",
    label: "1-1 play-off",
    help: "When the side behind 0-1 wins a hand, the score goes to 1-1, not 0-0, and a play-off hand follows; its winner leads 2-0.",
    values: &["off", "on"],
};

const TIE_REPLAY: RuleSpec = RuleSpec {
    key: "tie_replay",
    label: "Tie replay",
    help: "A tied hand is replayed for one point more (2, then 3...).",
    values: &["off", "on"],
};

static SPECS: [RuleSpec; 4] = [POSE, KEY_TILE, PLAYOFF, TIE_REPLAY];

typed_rules! {
    /// Jamaican Partner's house rules, typed.
    pub struct JamaicanRules in Options::Jamaican {
        /// Who may pose the opening hand.
        pose: Pose = POSE / POSES,
        /// Going out with the key tile scores 2.
        key_tile: bool = KEY_TILE / ON_OFF,
        /// A 1-1 play-off hand when the trailing side wins at 1-0.
        playoff: bool = PLAYOFF / OFF_ON,
        /// A tied hand is replayed for one point more.
        tie_replay: bool = TIE_REPLAY / OFF_ON,
    }
}

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Four players in two teams, partners facing each other; double-six, seven tiles each, nothing left to draw.",
    points: &[
        "Turns go to the right: the player on your right plays after you. Put down a tile whose number matches one of the two open ends; doubles sit crosswise. If nothing fits, you pass.",
        "The first hand starts with whoever holds 6-6 putting it down (the Sporting option lets them start with any tile). After that the team that won the last hand starts, choosing which partner leads, with any tile; after a tie, or a win that sends the score back to 0-0, the 6-6 holder starts again (with the tie-replay option a side ahead leads the replay).",
        "Play your last tile and your team wins the hand. If nobody can move, the one player with the fewest pips wins it for their team; if two opponents share the fewest, the hand is a tie.",
        "Six-love: a win counts only from 0-0 or while your team is ahead. If the team behind wins, the score drops back to 0-0. First team to 6 takes the match: in effect six hands won in a row (ties aside), so a match can run long.",
        "Key tile: going out with the only tile that fits two different hard ends (numbers with just one tile left to play) is worth 2.",
    ],
};

impl TypedRules for JamaicanRules {}

impl FamilyRules for Jamaican {
    fn player_counts(&self) -> &'static [u8] {
        &[4]
    }

    fn sets(&self) -> &'static [DominoSet] {
        &[DominoSet::DOUBLE_SIX]
    }

    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn match_goal(&self, _v: &Variant) -> String {
        "Six-love to 6: a win by the side behind sends both back to 0.".to_string()
    }

    fn partnership(&self, players: u8, _options: &Options) -> bool {
        players == 4
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        Mechanics::line(4, v.set(), 7)
    }

    fn opening_pose(&self, v: &Variant, hands: &[TileSet]) -> PoseRule {
        top_double_pose(hands, JamaicanRules::of(v).pose == Pose::Sporting)
    }

    fn key_tile_scores(&self, v: &Variant) -> bool {
        JamaicanRules::of(v).key_tile
    }

    fn settle(&self, v: &Variant, hand: &Hand, ties: u32, notes: &mut Notes) -> HandResult {
        let mut r = blank_result(v, hand, notes);
        // A tie replay is worth one point more for each tied hand before it (ties are only
        // carried with the tie replay rule on).
        let extra = ties as i32;
        let (winner, key) = match r.end {
            HandEnding::Out { seat, key_tile, .. } => {
                let side = v.side_of(seat);
                r.winner = Some(side);
                (Some(side), key_tile && JamaicanRules::of(v).key_tile)
            }
            HandEnding::Blocked => {
                let replay = JamaicanRules::of(v).tie_replay;
                let tie = |extra: i32| {
                    if replay {
                        format!(
                            "the hand is tied, and its replay is worth {}",
                            points_word(2 + extra)
                        )
                    } else {
                        "the hand is tied".to_string()
                    }
                };
                (
                    blocked_to_lowest_single(v, &mut r, notes, || tie(extra)),
                    false,
                )
            }
        };
        if let Some(side) = winner {
            let points = 1 + extra + i32::from(key);
            r.points[side.index()] = points;
            notes.add(|| {
                let how = if key {
                    "wins with the key tile"
                } else {
                    "wins the hand"
                };
                let mut text = format!("{} {how}: {}", v.side_name(side), points_word(points));
                if extra > 0 {
                    let hands = if extra == 1 { "hand" } else { "hands" };
                    text += &format!(
                        " (a replay after {extra} tied {hands} is worth {}",
                        1 + extra
                    );
                    text += if key {
                        ", and the key tile 1 more)"
                    } else {
                        ")"
                    };
                }
                text + "."
            });
        }
        r
    }

    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes) {
        let tie_replay = JamaicanRules::of(v).tie_replay;
        let Some(winner) = result.winner else {
            if tie_replay {
                state.pending_ties += 1;
                // Only a side ahead leads: at 0-0 and at 1-1 (a tied play-off) the 6-6
                // holder poses the replay.
                let leader = (0..2).find(|&i| state.scores[i] > state.scores[1 - i]);
                state.next_pose = match leader {
                    Some(i) => winner_poses(v, crate::rules::family::Side::new(i as u8)),
                    None => NextPose::Opening,
                };
                notes.add(|| {
                    format!(
                        "Tied hand: it is replayed for {} points.",
                        state.pending_ties + 1
                    )
                });
            } else {
                state.next_pose = NextPose::Opening;
                notes.add(|| "Tied hand: no score; the 6-6 holder poses next.".into());
            }
            return;
        };
        // The hand's points already carry any tied hands before it (see `settle`).
        let points = result.points[winner.index()];
        state.pending_ties = 0;
        if state.playoff {
            state.playoff = false;
            state.scores = [0; 4];
            state.scores[winner.index()] = 2;
            notes.add(|| {
                format!(
                    "{} wins the play-off: {}.",
                    v.side_name(winner),
                    score_line(v, &state.scores)
                )
            });
            state.next_pose = winner_poses(v, winner);
            return;
        }
        let trailing_at_one =
            state.scores[winner.index()] == 0 && state.scores[1 - winner.index()] == 1;
        if JamaicanRules::of(v).playoff && trailing_at_one {
            state.playoff = true;
            state.scores = [1, 1, 0, 0];
            notes.add(|| "The score reaches 1-1: a play-off hand follows.".into());
            state.next_pose = winner_poses(v, winner);
            return;
        }
        let outcome = apply_win(v, state, notes, winner, points, TARGET);
        state.next_pose = next_pose_after(v, Some((winner, outcome)));
        if outcome == SixLove::Reset {
            notes.add(|| "The 6-6 holder poses next.".into());
        }
    }
}
