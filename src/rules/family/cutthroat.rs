//! Cut Throat: two to four players, each for themself, double-six. Fourteen each with two
//! (or seven with a boneyard), nine each with three (0-0 removed), seven each with four.
//! Hands won are counted six-love style, or simply first to six.

use super::common::{settle_individual, POSE, POSES};
use super::sixlove::{apply_win, next_pose_after, winner_poses};
use super::{
    pick, text, top_double_pose, DrawRule, FamilyRules, HouseRules, Mechanics, Pose, RuleCard,
    RuleSpec, TypedRules, Variant,
};
use crate::rules::hand::{Hand, HandResult, Notes, PoseRule};
use crate::rules::outcome::MatchState;
use crate::rules::tile::DominoSet;
use crate::rules::tileset::TileSet;

const TARGET: i32 = 6;

pub(crate) struct CutThroat;

const WIN: RuleSpec = RuleSpec {
    key: "win",
    label: "Winning",
    help: "Six-love: first to 6 while another player still has 0 (everyone scoring resets all to 0). First to six: no proviso.",
    values: &["six-love", "first-to-six"],
};

/// [`WIN`]'s values, typed.
const WINS: [Win; 2] = [Win::SixLove, Win::FirstToSix];

const HAND_SIZE: RuleSpec = RuleSpec {
    key: "hand_size",
    label: "Tiles each",
    help: "14 each with no boneyard, or 7 each drawing from the other 14.",
    values: &["14", "7"],
};

/// [`HAND_SIZE`]'s values, typed.
const HAND_SIZES: [CutThroatHand; 2] = [CutThroatHand::Fourteen, CutThroatHand::SevenAndDraw];

static SPECS_TWO: [RuleSpec; 3] = [POSE, HAND_SIZE, WIN];

static SPECS: [RuleSpec; 2] = [POSE, WIN];

/// How a Cut Throat match is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Win {
    /// First to 6 while another player still has 0.
    SixLove,
    /// First to win 6 hands.
    FirstToSix,
}

/// The deal of a two-player Cut Throat hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutThroatHand {
    /// 14 each, no boneyard.
    Fourteen,
    /// 7 each, drawing from the other 14 when stuck.
    SevenAndDraw,
}

/// Cut Throat's house rules, typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutThroatRules {
    /// Who may pose the opening hand.
    pub pose: Pose,
    /// The two-player deal (`None` with three or four players, who have no choice).
    pub hand_size: Option<CutThroatHand>,
    /// How the match is won.
    pub win: Win,
}

impl CutThroatRules {
    /// Parses the checked text form for a table of `players`.
    pub(crate) fn read(players: u8, rules: &HouseRules) -> CutThroatRules {
        CutThroatRules {
            pose: pick(rules, &POSE, &POSES),
            hand_size: (players == 2).then(|| pick(rules, &HAND_SIZE, &HAND_SIZES)),
            win: pick(rules, &WIN, &WINS),
        }
    }

    /// The text form, in table order.
    pub(crate) fn text(&self) -> Vec<(&'static str, &'static str)> {
        let mut out = vec![text(&POSE, &POSES, &self.pose)];
        if let Some(hand) = &self.hand_size {
            out.push(text(&HAND_SIZE, &HAND_SIZES, hand));
        }
        out.push(text(&WIN, &WINS, &self.win));
        out
    }
}

rules_of!(CutThroatRules in Options::CutThroat);

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Two, three or four players, each for themself; double-six.",
    points: &[
        "Two players get 14 tiles each (or 7 each with a boneyard to draw from); three players remove 0-0 and take 9 each; four take 7 each.",
        "Turns go to the right. Put down a tile matching one of the two open ends (doubles sit crosswise); when nothing fits, draw until one does if there is a boneyard, else pass. The 6-6 holder starts the first hand; if nobody has it, the highest double does, and with no doubles, the heaviest tile. Later the winner of the last hand starts with any tile; after a tie, or when the scores return to 0, the first hand's rule applies again.",
        "Empty your hand to win the hand. If the game blocks, the single lowest count wins; a shared lowest count is a tie.",
        "Six-love: the first to win 6 hands takes the match, but only while some other player still has none. Once everybody has won a hand, all scores return to 0. The First-to-six option drops that condition.",
    ],
};

impl TypedRules for CutThroatRules {}

impl FamilyRules for CutThroat {
    fn player_counts(&self) -> &'static [u8] {
        &[2, 3, 4]
    }

    fn sets(&self) -> &'static [DominoSet] {
        &[DominoSet::DOUBLE_SIX]
    }

    fn specs(&self, players: u8) -> &'static [RuleSpec] {
        if players == 2 {
            &SPECS_TWO
        } else {
            &SPECS
        }
    }

    fn match_goal(&self, v: &Variant) -> String {
        match CutThroatRules::of(v).win {
            Win::FirstToSix => "First to win 6 hands.".to_string(),
            Win::SixLove => {
                "First to 6 hands while someone still has 0; when all have scored, all go back to 0."
                    .to_string()
            }
        }
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        match v.players() {
            2 if CutThroatRules::of(v).hand_size == Some(CutThroatHand::SevenAndDraw) => {
                Mechanics {
                    draw: DrawRule::WhenStuck,
                    ..Mechanics::line(2, v.set(), 7)
                }
            }
            2 => Mechanics::line(2, v.set(), 14),
            3 => Mechanics::line(3, v.set(), 9).without_double_blank(),
            _ => Mechanics::line(4, v.set(), 7),
        }
    }

    fn opening_pose(&self, v: &Variant, hands: &[TileSet]) -> PoseRule {
        top_double_pose(hands, CutThroatRules::of(v).pose == Pose::Sporting)
    }

    fn settle(&self, v: &Variant, hand: &Hand, _ties: u32, notes: &mut Notes) -> HandResult {
        settle_individual(v, hand, notes)
    }

    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes) {
        let Some(winner) = result.winner else {
            state.next_pose = next_pose_after(v, None);
            notes.add(|| "Tied hand: no score; the opening rule poses next.".into());
            return;
        };
        if CutThroatRules::of(v).win == Win::FirstToSix {
            state.scores[winner.index()] += 1;
            if state.scores[winner.index()] >= TARGET {
                state.winner = Some(winner);
                notes.add(|| format!("{} reaches {TARGET}: match won.", v.side_name(winner)));
            }
            state.next_pose = winner_poses(v, winner);
            return;
        }
        let outcome = apply_win(v, state, notes, winner, 1, TARGET);
        state.next_pose = next_pose_after(v, Some((winner, outcome)));
    }
}
