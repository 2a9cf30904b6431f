//! A short rule card for each family, in the game's own words: shown in the picker and
//! during play, so a new player can learn a game without leaving the table.

use crate::rules::Family;

/// What a family is about, in a few lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleCard {
    /// One sentence: who plays, with what.
    pub setup: &'static str,
    /// How the game goes, one point per line.
    pub points: &'static [&'static str],
}

/// The rule card of `family`.
pub fn rule_card(family: Family) -> RuleCard {
    match family {
        Family::Jamaican => RuleCard {
            setup: "Four players in two teams, partners facing each other; double-six, seven tiles each, nothing left to draw.",
            points: &[
                "Turns go to the right. Put down a tile whose number matches one of the two open ends; doubles sit crosswise. If nothing fits, you pass.",
                "The first hand starts with whoever holds 6-6 putting it down (the Sporting option lets them start with any tile). After that the team that won the last hand starts, choosing which partner leads, with any tile.",
                "Play your last tile and your team wins the hand. If nobody can move, the one player with the fewest pips wins it for their team; if two opponents share the fewest, the hand is a tie.",
                "Six-love: a win counts only from 0-0 or while your team is ahead. If the team behind wins, the score drops back to 0-0. First team to 6 takes the match.",
                "Key tile: going out with the only tile that fits two different hard ends (numbers with just one tile left unseen) is worth 2.",
            ],
        },
        Family::CutThroat => RuleCard {
            setup: "Two, three or four players, every one for themself; double-six.",
            points: &[
                "Two players get 14 tiles each (or 7 each with a boneyard to draw from); three players remove 0-0 and take 9 each; four take 7 each.",
                "Play as in Jamaican Partner: match an open end or pass. The 6-6 holder starts; if nobody has it, the highest double does, and with no doubles, the heaviest tile.",
                "Empty your hand to win the hand. If the game blocks, the single lowest count wins; a shared lowest count is a tie.",
                "Six-love: the first to win 6 hands takes the match, but only while some other player still has none. Once everybody has won a hand, all scores return to 0. The First-to-six option drops that condition.",
            ],
        },
        Family::French => RuleCard {
            setup: "Four players, each for themself; double-six, seven tiles each. The lowest score wins.",
            points: &[
                "The first hand opens with 0-0. Later hands open with a double chosen by the last winner, who hands the opening on if they hold none.",
                "The opening double starts four arms. All four of its sides must be covered before any arm grows, and an arm showing a number whose double has not been played yet only accepts that double.",
                "You may always pass, but it costs 10 points if you could have played, and 10 on your third pass in a row. A board pass, a play after which none of the other three can play, costs each of them 10; if one of them could have played but passed, only that player pays, for passing when able.",
                "At the end of a hand everyone adds their count (the player who went out adds nothing). Holding any double doubles your score; going out with a double doubles everyone else's.",
                "When someone reaches 100, the lowest total wins the match.",
            ],
        },
        Family::Haitian => RuleCard {
            setup: "Four players in two teams (or each for themself with two, three or four); double-six, seven tiles each.",
            points: &[
                "The first round opens with 6-6. Afterwards a player of the winning side opens with any tile; after a tie, the side that opened the tied round opens again.",
                "Going out scores 1. Going out with a Dekabès, a non-double whose two numbers match the two open ends, scores 2.",
                "If the game blocks, the single lowest count scores 1. Two opponents tied for lowest score nothing, and the next round is worth double.",
                "The winners add their points and the losers fall back to 0: the first side to reach 4 wins.",
                "Signals: with a play you may tell everyone whether you hold plenty, some or none of the number you left open, so your partner can plan.",
            ],
        },
        Family::Chiva => RuleCard {
            setup: "Puerto Rico's shutout game: four players in two teams, or two or three each for themself; double-six, seven tiles each.",
            points: &[
                "With four, play as in Jamaican Partner, but a blocked hand goes to the team with the lower combined count, and that team's partner with fewer pips opens next.",
                "Scoring works like six-love to 4: a hand counts only from 0-0 or while ahead, and a win by the side behind resets the score. In practice you need four hands in a row.",
                "With two or three, draw from the boneyard until a tile fits, and pass only once it is empty. Three players need 4 hands while someone else still has none.",
            ],
        },
        Family::Partnership => RuleCard {
            setup: "Four players in two teams, partners facing each other; double-six, seven tiles each.",
            points: &[
                "The first round opens with 6-6. After that, the opener moves one seat to the right every round and may open with any tile.",
                "Going out wins the round for your team. If the game blocks, the team with the lower combined count wins; equal counts score nothing.",
                "The winning team scores the losing team's count. The first team to 100 wins the game, and the match can be played over several games.",
            ],
        },
        Family::BlockDraw => RuleCard {
            setup: "Two to four players, each for themself; double-six, -nine, -twelve or -fifteen, five tiles each (or seven).",
            points: &[
                "The highest double opens and play goes to the left; if nobody was dealt a double, the tiles are dealt again.",
                "You must play if you can. If you cannot, draw until a tile fits, and pass only when the boneyard is empty (the Block option: no drawing, just pass).",
                "Going out scores everyone else's count. If the game blocks, the lowest count scores the others' counts minus their own.",
                "The first to 100 wins.",
            ],
        },
        Family::AllFives => RuleCard {
            setup: "Two to four players, each for themself; any set, seven tiles each with two players, five with three or four.",
            points: &[
                "The first double played is the spinner: once both of its long sides are covered, tiles may go on its short sides too, for up to four open ends.",
                "After your play, add up the open ends. A multiple of five scores that many points. A double lying across an end counts both halves.",
                "If nothing fits, draw until something does. Muggins option: you must claim your points yourself, and points you forget can be taken by the next player.",
                "Going out scores the others' counts, rounded to the nearest five; a blocked game gives the lowest count the others' counts minus their own, rounded too.",
                "The first to 100 wins (or 150 or 250).",
            ],
        },
        Family::Matador => RuleCard {
            setup: "Two to four players, each for themself; any set, seven tiles each.",
            points: &[
                "Tiles join where the touching numbers add up to the target: 7 with double-six (a 3 end takes a 4), one more than the top number with bigger sets. Doubles go in line.",
                "Matadors are wild: 0-0 and every tile whose numbers make the target. They go on any end, you choose which of their numbers stays open, and only they can go on a blank.",
                "You may draw even when you could play. If nothing fits, draw until something does, then pass once the boneyard is empty.",
                "No points during play. Going out scores the others' counts; a blocked game gives the lowest count the others' counts minus their own. The first to 100 wins.",
            ],
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_has_a_card() {
        for family in Family::ALL {
            let card = rule_card(family);
            assert!(card.setup.len() > 40, "{family:?}");
            assert!(card.points.len() >= 3, "{family:?}");
        }
    }
}
