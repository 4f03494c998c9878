"""The French of the shared modules' sentences: ``WORDS`` for :mod:`pygames.words`, ``GAME`` for the checks of
:mod:`pygames.game`. Dicts only (this module imports nothing); ``\\u202f`` is the narrow no-break space of
French typography (before ; : ? ! and inside « »).

Terms: tour (a player's turn), coup (a step, a move of a saved game), problème (a puzzle), objectif (its
goal), répondre par (the opponent's reply), relevé (a game record), partie enregistrée (a saved game).
"""

WORDS = {
    "side_south": "Sud",
    "side_north": "Nord",
    "side_black": "Noir",
    "side_white": "Blanc",
    "side_light": "Clair",
    "side_dark": "Sombre",
    "number_1": "un",
    "number_2": "deux",
    "number_3": "trois",
    "number_4": "quatre",
    "number_5": "cinq",
    "number_6": "six",
    "number_7": "sept",
    "number_8": "huit",
    "number_9": "neuf",
    "number_10": "dix",
    "number_11": "onze",
    "number_12": "douze",
    # -- puzzles: the goal
    "goal_win_now": "{who} joue et gagne dès ce tour.",
    "goal_win_within": "{who} joue et gagne en {n} tours au plus, quoi que fasse l’adversaire.",
    "goal_elsewhere": "l’objectif {goal} n’est pas un objectif de {game}",
    "goal_unknown": "objectif inconnu {kind}\u202f; objectifs possibles\u202f: {goals}",
    "goal_number_whole": "le nombre de l’objectif doit être un nombre entier, pas {number}",
    "goal_number_least": "le nombre de l’objectif doit valoir au moins 1",
    "goal_win_in": "«\u202fwin N\u202f» compte déjà les tours\u202f: écrivez «\u202fwin {n}\u202f», sans «\u202fin {span}\u202f»",
    "goal_in_turns": "«\u202fin K\u202f» prend un nombre de tours de 1 à {most}, pas {span}",
    "goal_one_turn_only": "l’objectif {kind} ne peut pas s’étendre sur plusieurs tours",
    # -- puzzles: one turn judged
    "wins_at_once": "{turn} gagne aussitôt.",
    "does_not_win_at_once": "{turn} ne gagne pas aussitôt.",
    "try_again": "{why} Réessayez.",
    "no_turn_starts": "Aucun tour commençant par {line} n’atteint l’objectif. Réessayez.",
    "not_in_time": "{line} ne force pas la victoire à temps\u202f: l’adversaire a une défense.",
    "not_the_answer": "Ce n’est pas la solution. Réessayez (une fois le plateau chargé, il dit aussi pourquoi).",
    "wins_need_more": "{line} rapporte {amount}\u202f; il vous faut au moins {need} de plus dans ce tour.",
    "reply_stops_it": "Après {line}, {them} a une parade.",
    "wins_but_reply": (
        "{line} rapporte {amount} tout de suite, mais {them} répond par {reply}, et aucun de vos tours"
        " ne rapporte ensuite plus de {most}\u202f: {total} en tout."
    ),
    "out_of_reach": "Après {line}, {them} répond par {reply}, et l’objectif est hors d’atteinte.",
    # -- puzzles: why the opponent replies so
    "reply_best_turn_instead": (
        "{them} répond par {reply}\u202f: votre meilleur tour rapporte alors {amount}\u202f; après {other}, vous auriez pu gagner {more}."
    ),
    "reply_best_turns_instead": (
        "{them} répond par {reply}\u202f: sur vos {turns} prochains tours, vous ne pouvez vous assurer que {amount}\u202f;"
        " après {other}, vous auriez pu gagner {more}."
    ),
    "reply_best_turn": "{them} répond par {reply}\u202f; quoi que joue {them}, votre meilleur tour rapporte alors {amount}.",
    "reply_best_turns": (
        "{them} répond par {reply}\u202f; quoi que joue {them}, vous ne pouvez vous assurer que {amount} sur vos {turns} prochains tours."
    ),
    "reply_only_turn": "{them} répond par {reply}, le seul tour dont {them} dispose.",
    "reply_fewest_one": (
        "{them} répond par {reply}, la réponse qui vous laisse le moins d’issues\u202f: un seul de vos tours atteint encore l’objectif."
    ),
    "reply_fewest_many": (
        "{them} répond par {reply}, la réponse qui vous laisse le moins d’issues\u202f: {n} de vos tours atteignent encore l’objectif."
    ),
    "reply_game_over": "{them} répond par {reply}, et la partie est finie.",
    "reply_holds_longest": (
        "{them} répond par {reply}, la défense qui tient le plus longtemps\u202f: elle empêche la victoire dès ce tour,"
        " mais vous gagnez quand même en {turns} tours au plus."
    ),
    "reply_no_stop_now": "{them} répond par {reply}\u202f: aucune réponse ne pare toutes les menaces, et vous gagnez aussitôt, dès ce tour.",
    "reply_no_stop_within": "{them} répond par {reply}\u202f: aucune réponse ne pare toutes les menaces, et vous gagnez en {turns} tours au plus.",
    # -- puzzles: a proof that fails
    "too_many_turns": "plus de {limit} tours à examiner depuis cette position",
    "line_stops_mid_turn": "la suite {line} s’arrête au milieu d’un tour",
    "one_turn_meets": "un tour atteint déjà l’objectif à lui seul\u202f: {turn} (un objectif sur plusieurs tours doit les exiger)",
    "not_met_reply_total": (
        "la solution donnée n’atteint pas l’objectif\u202f: après {first}, {them} répond par {reply}, et vous gagnez {total} en tout"
    ),
    "not_met_reply": "la solution donnée n’atteint pas l’objectif\u202f: après {first}, {them} répond par {reply}",
    "not_met_nothing": "la solution donnée n’atteint pas l’objectif\u202f: après {first}, il ne reste rien à jouer",
    "not_met": "la solution donnée n’atteint pas l’objectif\u202f: {why}",
    "another_meets": "un autre premier tour atteint aussi l’objectif\u202f: {turn} (la ligne «\u202faccept\u202f» de valeur «\u202fall\u202f» les accepte tous)",
    "another_forces": "un autre premier tour force aussi la victoire\u202f: {turn} (la ligne «\u202faccept\u202f» de valeur «\u202fall\u202f» les accepte tous)",
    "defence_escapes": "une défense tient\u202f: après {turn}, aucune victoire ne suit en {k} tours au plus",
    "not_forced": "le premier tour de la solution donnée, {first}, ne force pas la victoire en {n} tours au plus\u202f: une défense tient",
    "already_over": "la partie est déjà finie dans cette position",
    "solution_illegal": "la solution n’est pas légale\u202f: {error}",
    "first_turn_only": "écrivez seulement le premier tour (les réponses et vos tours suivants, le moteur les trouve), sans {rest}",
    "goes_on": "l’objectif {goal} se joue en un tour, mais la solution continue\u202f: {rest}",
    # -- the web protocol
    "request_object": "une requête est un objet JSON",
    "request_unknown": "requête inconnue\u202f: {op}",
    "request_number": "la requête contient un nombre de {n} chiffres\u202f: aucun jeu n’en a de tel",
    "game_unknown": "jeu inconnu\u202f: {game}\u202f; jeux connus\u202f: {games}",
    "position_unreadable": "impossible de lire cette position\u202f: {error}",
    "options_named": "les options d’une nouvelle partie sont des noms et des valeurs",
    "option_unknown": "{game} n’a pas d’option nommée {name}",
    "puzzle_lists": "seul un problème qui énumère les tours qu’il accepte peut dire qu’un coup n’en fait pas partie",
    "saved_start": "impossible de lire le début de la partie enregistrée\u202f: {error}",
    "saved_moves": "la partie enregistrée n’a pas de liste de coups",
    "saved_move_illegal": "le coup {number} de la partie enregistrée ({step}) n’est pas légal\u202f: {error}",
    "record_unopened": "impossible d’ouvrir ce relevé\u202f: {error}",
    "record_elsewhere": "ce relevé est une partie de {game}\u202f: ouvrez-le sur la page de jeu de {game}",
    # -- records
    "record_game_unknown": "{name} n’est pas l’un des jeux de ce site",
    "record_text": "un relevé est du texte",
    "record_long": "il fait {n} caractères, plus qu’aucune partie n’en demande",
    "record_empty": "il est vide",
    "record_game_line": "la ligne {n} doit dire de quel jeu il s’agit (une ligne «\u202fGame\u202f»), pas {line}",
    "record_line": "ligne {n}\u202f: {error}",
    "record_header_line": "la ligne {n} doit être de la forme «\u202fNom\u202f: valeur\u202f» ou «\u202fMoves\u202f», pas {line}",
    "record_moves_after": "ligne {n}\u202f: les coups vont sur les lignes qui suivent «\u202fMoves\u202f», un par ligne",
    "record_one_start": "ligne {n}\u202f: un relevé n’a qu’une ligne «\u202fStart\u202f»",
    "record_one_game": "ligne {n}\u202f: un relevé ne contient qu’une partie",
    "record_value_long": "ligne {n}\u202f: la valeur de {name} dépasse {most} caractères",
    "record_no_moves": "il n’a pas de ligne «\u202fMoves\u202f»",
    "record_headers": "il a {n} lignes d’en-tête\u202f; un relevé en a au plus {most}",
    "record_steps": "il a {n} coups, plus qu’aucune partie n’en demande",
    "record_start": "impossible de lire son début\u202f: {error}",
    "record_move_illegal": "le coup {number} ({step}) n’est pas légal\u202f: {error}",
    # -- the computer's search
    "search_over": "la partie est finie\u202f: il n’y a plus de coup à choisir",
    "search_level": "niveau inconnu {level}\u202f: choisissez {levels}",
}

GAME = {
    "whole": "{name} doit être un nombre entier, pas {value}",
    "digits": "{name} doit être un nombre entier d’au plus 9 chiffres",
    "range": "{name} doit être un nombre entier de {least} à {most}",
    "range_not": "{name} doit être un nombre entier de {least} à {most}, pas {value}",
    "that_value": "cette valeur",
    "no_computer": "{game} ne se joue pas encore contre l’ordinateur",
    "long_position": "cette position fait {n} caractères\u202f: aucun jeu n’en écrit d’aussi longue",
    "long_step": "ce coup fait {n} caractères\u202f: aucun jeu n’en écrit d’aussi long",
    "digits_position": "cette position contient un nombre de {n} chiffres\u202f: aucun jeu n’en a de tel",
    "digits_step": "ce coup contient un nombre de {n} chiffres\u202f: aucun jeu n’en a de tel",
}
