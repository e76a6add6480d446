import type { Messages } from './types';

/**
 * French. Loaded only when chosen. French typography: a no-break space before the colon and
 * inside « », a narrow no-break space before ; ! ?, so the sign never starts a line.
 */
export const fr = {
  common: {
    close: 'Fermer',
  },
  app: {
    navSwap: 'Échanger',
    navHistory: 'Historique',
  },
  health: {
    unavailable:
      'Le service d’échange est indisponible pour le moment. {error} Nouvel essai toutes les {seconds} s…',
  },
  service: {
    timeout: 'Le service n’a pas répondu à temps.',
    unreachable: 'Impossible de joindre le service.',
    serverError: 'Le service a signalé une erreur (HTTP {status}).',
    errorPage: 'Le service a répondu par une page d’erreur (HTTP {status}).',
    unreadable: 'Le service a envoyé une réponse que le widget ne sait pas lire.',
    busy: 'Le service est surchargé.',
    busyRetry: 'Le service est surchargé ; nouvel essai dans {seconds} s.',
  },
  offline: {
    banner:
      'Vous êtes hors ligne. Un échange en cours se poursuit côté service ; le widget vérifiera à nouveau dès votre retour en ligne.',
  },
  boundary: {
    failed: 'Cette partie du widget a cessé de fonctionner.',
    retry: 'Réessayer',
  },
  // The Help panel (src/ui/help/HelpPanel.tsx): the standing notice is a safety sentence.
  help: {
    button: 'Aide',
    title: 'Aide',
    noticeTitle: 'Méfiez-vous du faux support',
    noticeFirst: 'Le support de Portage ne vous écrit jamais en premier.',
    noticeSecret: 'Il ne vous demande jamais votre phrase de récupération ni votre clé privée.',
    noticeLink:
      'Il ne vous envoie jamais de lien pour « valider », « synchroniser » ou « restaurer » un portefeuille.',
    noticeScam: 'Quiconque le fait est un escroc.',
    contactPartner: 'Contacter le support de {site}',
    contactSite: 'Pour obtenir de l’aide, contactez le site où vous avez trouvé ce widget.',
    give: 'Donnez au support l’identifiant de l’échange et les informations de diagnostic : c’est tout ce qu’il lui faut.',
    swapId: 'Identifiant de l’échange',
    copyId: 'Copier l’identifiant de l’échange',
    copyDiagnostics: 'Copier les informations de diagnostic',
    diagnosticsHint:
      'L’identifiant de l’échange, ses statuts et leurs heures, les hachages des transactions, les réseaux et la version de ce widget. Rien de tout cela ne peut déplacer votre argent.',
    diagnosticsLabel: 'Informations de diagnostic',
    copyFallback:
      'Votre navigateur n’a pas laissé le widget copier. Le texte ci-dessous est sélectionné : copiez-le avec Ctrl+C (⌘C sur Mac).',
  },
  copy: {
    copied: 'Copié',
    failed: 'Sélectionnez et copiez',
  },
  sandbox: {
    simulateDeposit: 'Sandbox : simuler le dépôt',
  },
  storage: {
    notice:
      'Cette page ne peut pas enregistrer de données dans votre navigateur : votre historique d’échanges sera perdu au rechargement. Conservez l’identifiant de l’échange pour le retrouver.',
  },
  // Find my swap (History) and a swap opened here joining history (issue 35).
  find: {
    title: 'Retrouver mon échange',
    label: 'ID de l’échange ou hash de la transaction de dépôt',
    hint: 'Collez l’ID de l’échange, ou le hash de la transaction qui a payé son dépôt.',
    submit: 'Rechercher',
    searching: 'Recherche de cet échange…',
    opening: 'Échange trouvé. Ouverture…',
    empty: 'Saisissez un ID d’échange ou le hash d’une transaction de dépôt.',
    spaces: 'Retirez les espaces à l’intérieur : un ID d’échange ou un hash n’en contient aucun.',
    malformed:
      'Ce n’est ni un ID d’échange ni un hash de transaction : vérifiez qu’il a été copié en entier.',
    notFound: 'Aucun échange avec cet ID ou ce hash de transaction.',
    failed: 'L’échange n’a pas pu être recherché. {problem}',
  },
  adopt: {
    title: 'Cet échange est-il le vôtre ?',
    paysOut:
      'Cet échange n’est pas dans l’historique de ce navigateur. Il verse les fonds à {address} sur {network}, en {token}. Cet échange est-il le vôtre ?',
    add: 'Oui, l’ajouter à mon historique',
    added: 'Cet échange est maintenant dans votre historique.',
    noPayout:
      'Cet échange n’indique aucune adresse de versement : il ne peut pas être ajouté à votre historique.',
  },
  // The swaps of the connected wallets, in History (ui/history/WalletSwaps.tsx).
  walletSwaps: {
    title: 'Échanges de vos portefeuilles',
    intro:
      'Les échanges que le service connaît pour vos portefeuilles connectés et que ce navigateur n’affiche pas ci-dessus : faits dans un autre navigateur ou une autre app.',
    loading: 'Recherche des échanges de vos portefeuilles…',
    empty: 'Le service ne connaît aucun autre échange de vos portefeuilles.',
    listed: {
      one: '{count} échange de vos portefeuilles affiché.',
      many: '{count} d’échanges de vos portefeuilles affichés.',
      other: '{count} échanges de vos portefeuilles affichés.',
    },
    error: 'Les échanges de vos portefeuilles n’ont pas pu être chargés. {reason}',
    moreError: 'D’autres échanges de vos portefeuilles n’ont pas pu être chargés. {reason}',
    retry: 'Réessayer',
    retrying: 'Nouvel essai…',
    showMore: 'Afficher plus',
    loadingMore: 'Chargement…',
  },
  history: {
    title: 'Vos échanges',
    empty: 'Les échanges effectués dans ce navigateur apparaissent ici.',
    route: '{sourceNetwork} → {destinationToken} sur {destinationNetwork}',
    status: {
      created: 'Créé',
      user_transfer_pending: 'En attente du dépôt',
      user_transfer_delayed: 'Dépôt retardé',
      ls_transfer_pending: 'Envoi en cours',
      completed: 'Terminé',
      failed: 'Échec',
      expired: 'Expiré',
      cancelled: 'Annulé',
      refunding: 'Remboursement en cours',
      refunded: 'Remboursé',
      inProgress: 'En cours',
    },
  },
  errors: {
    generic: 'Une erreur s’est produite.',
    thisToken: 'ce jeton',
    minimum: 'Le minimum pour cette route est de {min} {token}.',
    belowMinimum: 'Ce montant est inférieur au minimum pour cette route.',
    maximum: 'Le maximum pour cette route est de {max} {token}.',
    aboveMaximum: 'Ce montant dépasse le maximum pour cette route.',
    dailyLimit:
      'La limite du jour pour {token} est atteinte. Essayez un montant plus petit, ou réessayez demain.',
    dailyLimitOn:
      'La limite du jour pour {token} sur {network} est atteinte. Essayez un montant plus petit, ou réessayez demain.',
    priceImpact: 'L’impact de cet échange sur le prix est trop élevé. Essayez un montant plus petit.',
    insufficientFunds:
      'Le service ne peut pas couvrir ce montant pour le moment. Essayez un montant plus petit.',
    routeNotFound: 'Cette route n’est pas disponible pour le moment. Choisissez un autre jeton ou réseau.',
    blacklistedAddress: 'Cette adresse ne peut pas être utilisée pour des échanges.',
    unactivatedAddress: 'Cette adresse n’est pas encore activée.',
    unactivatedAddressOn: 'Cette adresse n’est pas encore activée sur {network}.',
    invalidAddress: 'Selon le service, cette adresse n’est pas valide.',
    activeSwapLimit: 'Vous avez trop d’échanges en cours. Terminez-en un avant d’en commencer un autre.',
    invalidCredentials: 'Ce widget est mal configuré : le service a refusé sa clé d’API.',
    walletOnly: 'Les dépôts depuis ce réseau doivent être envoyés depuis un portefeuille connecté.',
  },
  address: {
    lost: {
      tokenContract:
        'Ceci est le contrat du jeton {token} sur {network}, pas un portefeuille : les jetons envoyés à cette adresse sont perdus. Saisissez l’adresse de votre portefeuille.',
      zero: 'Ceci est l’adresse zéro sur {network}, pas un portefeuille : tout ce qui y est envoyé est perdu. Saisissez l’adresse de votre portefeuille.',
      burn: 'Ceci est une adresse de destruction (burn) sur {network}, pas un portefeuille : tout ce qui y est envoyé est perdu. Saisissez l’adresse de votre portefeuille.',
      program:
        'Ceci est un programme système sur {network}, pas un portefeuille : tout ce qui y est envoyé est perdu. Saisissez l’adresse de votre portefeuille.',
      deposit:
        'Ceci est l’adresse de dépôt d’un échange, pas un portefeuille : l’argent envoyé à cette adresse reste bloqué. Saisissez l’adresse de votre portefeuille.',
    },
    uncheckable: 'Impossible de vérifier cette adresse. Rechargez la page et réessayez.',
    unsupported: 'Portage ne sait pas encore vérifier les adresses de ce réseau.',
    empty: 'Cette adresse est vide.',
    onlySpaces: 'Cette adresse ne contient que des espaces.',
    outerSpaces: 'Supprimez les espaces avant ou après l’adresse.',
    innerSpaces: 'Supprimez les espaces à l’intérieur de l’adresse.',
    invisible:
      'Cette adresse contient un caractère invisible : saisissez-la à nouveau, ou collez-la en texte brut.',
    smallX: 'Écrivez le début de l’adresse 0x, avec un x minuscule.',
    add0x: 'Ajoutez 0x au début de l’adresse.',
    nothingAfter0x: 'Cette adresse n’a rien après 0x.',
    hexChar: 'Cette adresse contient {char} : après 0x, seuls 0-9 et a-f sont possibles.',
    checksum:
      'La somme de contrôle de cette adresse est fausse : vérifiez qu’il n’y a pas de faute de frappe.',
    checksumCase:
      'Les majuscules de cette adresse ne correspondent pas à sa somme de contrôle : vérifiez qu’il n’y a pas de faute de frappe.',
    invalid: 'Ce n’est pas une adresse {network} valide : vérifiez qu’il n’y a pas de faute de frappe.',
    badChar: 'Cette adresse contient {char}, qui n’apparaît jamais dans une adresse {network}{hint}.',
    base58Hint: ' (les adresses {network} n’utilisent jamais 0, O, I ni l)',
    length: 'Une adresse {network} compte {expected} caractères (celle-ci en a {length}).',
    looksLike: 'Cela ressemble à {kind}, mais la destination est sur {destination}.',
    kind: {
      evm: 'une adresse de type Ethereum',
      hex64: 'une adresse Starknet ou Fuel',
      ton: 'une adresse TON',
      tron: 'une adresse Tron',
      bitcoin: 'une adresse Bitcoin',
      cosmos: 'une adresse Cosmos',
      solana: 'une adresse Solana',
    },
    network: {
      evm: 'un réseau de type Ethereum',
      cosmos: 'un réseau Cosmos',
    },
    evm: {
      start: 'Une adresse de type Ethereum commence par 0x.',
      length:
        'Une adresse de type Ethereum commence par 0x suivi de 40 caractères hexadécimaux (celle-ci en a {length}).',
    },
    fuel: {
      bech32:
        'Les adresses Fuel qui commencent par fuel1 ne sont plus utilisées : utilisez la forme qui commence par 0x.',
      start: 'Une adresse Fuel commence par 0x.',
      length:
        'Une adresse Fuel commence par 0x suivi de 64 caractères hexadécimaux (celle-ci en a {length}).',
    },
    bitcoin: {
      unsupported: 'Portage ne sait pas encore vérifier les adresses de ce réseau Bitcoin.',
      otherNetwork:
        'Cette adresse Bitcoin appartient à un autre réseau ({other}), mais la destination est sur {network}.',
      testnetOnMainnet:
        'Cette adresse Bitcoin appartient à un autre réseau (testnet ou regtest), mais la destination est sur le mainnet.',
      mixedCase:
        'Une adresse Bitcoin qui commence par {hrp}1 s’écrit tout en minuscules ou tout en majuscules, sans mélange : vérifiez qu’il n’y a pas de faute de frappe.',
      segwitChar:
        'Cette adresse contient {char}, qui n’apparaît jamais dans ce type d’adresse Bitcoin{hint}.',
      segwitHint: ' (après {hrp}1, les adresses Bitcoin n’utilisent jamais 1, b, i ni o)',
      tooLong: 'Cette adresse Bitcoin est trop longue ({length} caractères).',
      tooShort: 'Cette adresse Bitcoin est trop courte.',
      programLength:
        'Cette adresse {prefix} n’a pas la bonne longueur : vérifiez qu’il ne manque pas de caractère ou qu’il n’y en a pas de trop.',
      sendTo:
        'Portage ne sait pas encore envoyer vers ce type d’adresse Bitcoin : utilisez-en une qui commence par {first} ou {last}.',
      start: 'Une adresse Bitcoin commence par {first} ou {last}.',
      base58Char:
        'Cette adresse contient {char}, qui n’apparaît jamais dans une adresse Bitcoin commençant par {start}{hint}.',
      base58Hint: ' (elles n’utilisent jamais 0, O, I ni l)',
      length:
        'Cette adresse Bitcoin compte {length} caractères, mais une adresse qui commence par {start} en compte de 26 à 35.',
    },
    cosmos: {
      otherPrefix:
        'Cette adresse appartient à un autre réseau (elle commence par {other}1) : ici, une adresse commence par {prefix}1.',
      start: 'Ici, une adresse commence par {prefix}1.',
      mixedCase:
        'Une adresse Cosmos s’écrit tout en minuscules ou tout en majuscules, sans mélange : vérifiez qu’il n’y a pas de faute de frappe.',
      hint: ' (après {prefix}1, les adresses n’utilisent jamais 1, b, i ni o)',
      tooShort: 'Cette adresse Cosmos est trop courte : vérifiez qu’il ne manque pas de caractère.',
      length:
        'Cette adresse Cosmos n’a pas la bonne longueur : vérifiez qu’il ne manque pas de caractère ou qu’il n’y en a pas de trop.',
    },
    solana: {
      length: 'Une adresse Solana compte de 32 à 44 caractères (celle-ci en a {length}).',
      invalid:
        'Ce n’est pas une adresse Solana valide : vérifiez qu’il ne manque pas de caractère, qu’il n’y en a pas de trop ou de mal saisi.',
    },
    starkex: {
      start: 'Une adresse StarkEx commence par 0x : c’est une clé Stark ou une adresse Ethereum.',
      length:
        'Une adresse StarkEx est une clé Stark (0x et 41 à 64 caractères hexadécimaux) ou une adresse Ethereum (0x et 40) ; celle-ci en a {length}.',
      tooLarge:
        'Ce nombre est trop grand pour être une clé Stark : vérifiez qu’il n’y a pas de faute de frappe.',
    },
    starknet: {
      start: 'Une adresse sur {network} commence par 0x.',
      tooLong:
        'Une adresse sur {network} compte au plus 64 caractères hexadécimaux après 0x (celle-ci en a {length}).',
      tooLarge:
        'Ce nombre est trop grand pour être une adresse sur {network} : vérifiez qu’il n’y a pas de faute de frappe.',
    },
    ton: {
      raw: 'Une adresse TON brute est un numéro de workchain, deux-points et 64 caractères hexadécimaux, comme 0:….',
      workchainSays: 'Les adresses TON sont sur la workchain 0 ou -1 (celle-ci indique {workchain}).',
      workchainIs: 'Les adresses TON sont sur la workchain 0 ou -1 (celle-ci est sur la {workchain}).',
      rawChar: 'Cette adresse contient {char} : après les deux-points, seuls 0-9 et a-f sont possibles.',
      rawLength:
        'Une adresse TON brute compte 64 caractères hexadécimaux après les deux-points (celle-ci en a {length}).',
      mixed:
        'Cette adresse mélange - ou _ avec + ou /, ce que ne fait jamais une adresse TON : vérifiez qu’il n’y a pas de faute de frappe.',
      tag: 'Les premiers caractères de cette adresse ne correspondent à aucun type d’adresse TON connu.',
    },
    tron: {
      hex: 'Ceci est une adresse Tron sous forme hexadécimale : utilisez plutôt sa forme qui commence par T.',
      start: 'Une adresse Tron commence par T.',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract: 'Cette adresse est un contrat sur {network} : assurez-vous qu’il peut y recevoir des {token}.',
    elsewhere:
      'Cette adresse est un contrat (par exemple un Safe) sur {other}, mais pas sur {network} : celui qui la contrôle sur {network} n’est peut-être pas vous. L’argent qui y est envoyé peut être perdu.',
    acknowledge: 'J’ai vérifié que je contrôle cette adresse sur {network}.',
    uncheckable: 'Impossible de vérifier si cette adresse est un contrat sur {network}.',
  },
  picker: {
    from: 'Depuis',
    to: 'Vers',
    onNetwork: 'sur {network}',
    loadingNetworks: 'Chargement des réseaux…',
    choose: 'Choisir un jeton',
    backToNetworks: 'Réseaux',
    tokenTitle: '{side} : jeton sur {network}',
    networkTitle: '{side} : réseau',
    reachableFrom: 'Accessible depuis {route}.',
    canSendTo: 'Peut envoyer vers {route}.',
    showAll: 'Tout afficher',
    tokensOn: 'Jetons sur {network}',
    searchTokens: 'Rechercher des jetons par nom, symbole ou adresse de contrat',
    searchTokensPlaceholder: 'Nom, symbole ou contrat',
    noTokenMatches: 'Aucun jeton ne correspond.',
    networks: 'Réseaux',
    searchNetworks: 'Rechercher des réseaux',
    noNetworkMatches: 'Aucun réseau ne correspond.',
    setBySite: 'Fixé par ce site',
    balance: 'Solde',
    holdsTokens: 'Vous détenez des jetons ici',
  },
  route: {
    formLabel: 'Échange',
    fixedMissingFrom: 'Ce site a fixé {network} comme réseau source, mais il n’est pas proposé actuellement.',
    fixedMissingTo:
      'Ce site a fixé {network} comme réseau de destination, mais il n’est pas proposé actuellement.',
    siteSetRoute: 'Ce site a fixé la route',
    blockConfirmAddress: 'Confirmez l’adresse de destination.',
    setBySite: 'Fixé par ce site.',
    confirmPreset:
      'Ce site a rempli la destination. J’ai vérifié que {address} est bien mon adresse sur {network}.',
    tokenOnNetwork: '{token} sur {network}',
    unreachable:
      '{sourceToken} sur {sourceNetwork} ne peut pas être envoyé vers {destinationToken} sur {destinationNetwork}. Choisissez un autre jeton ou réseau.',
    flip: 'Inverser la source et la destination',
    flipUnavailable: 'La route inverse n’est pas disponible',
    walletOnlyUnavailable:
      'Les dépôts depuis {network} doivent être envoyés depuis un portefeuille {network} connecté : le service ne fournit pas d’adresse de dépôt sur ce réseau. Les dépôts par portefeuille pour {network} ne sont pas encore disponibles dans cette version de Portage ; choisissez un autre réseau source.',
    walletOnlyNote:
      'Les dépôts depuis {network} sont envoyés depuis votre portefeuille {network} : le service ne fournit pas d’adresse de dépôt sur ce réseau.',
    depositLegend: 'Dépôt',
    fromMyWallet: 'Depuis mon portefeuille',
    sendMyself: 'L’envoyer moi-même à une adresse de dépôt',
    loadingWallets: 'Chargement des portefeuilles…',
    amount: 'Montant',
    amountOf: 'Montant ({token})',
    amountPlaceholder: '0,0',
    destination: 'Adresse de destination',
    destinationOn: 'Adresse de destination sur {network}',
    yourAddress: 'Votre adresse {network}',
    chooseDestinationFirst: 'Choisissez d’abord une destination',
    refund: 'Adresse de remboursement',
    refundOn: 'Adresse de remboursement sur {network}',
    refundHint:
      'Cette route échange des actifs. Si l’échange ne peut pas aboutir, votre dépôt vous est renvoyé ici, dans le jeton source.',
    refuel: 'Obtenir {token} pour payer le gas sur {network}',
    refuelAmount: 'Obtenir {token} pour payer le gas sur {network} ({amount} {token})',
    slippage: 'Glissement',
    slippageAuto: 'Auto',
    quoteChanged:
      'La cotation a changé : vous recevriez maintenant {amount} {token}. Vérifiez-la et appuyez de nouveau sur le bouton.',
    blockRoute: 'Choisissez la source et la destination de l’échange.',
    blockAmount: 'Saisissez un montant.',
    blockDestination: 'Saisissez une adresse de destination valide.',
    blockRefund: 'Saisissez une adresse de remboursement valide.',
    blockLostDestination: 'Saisissez l’adresse d’un portefeuille comme destination.',
    blockLostRefund: 'Saisissez l’adresse d’un portefeuille comme adresse de remboursement.',
    blockContractChecking: 'Vérification : cette adresse est-elle un contrat…',
    blockContractAcknowledge: 'Cochez la case sous l’avertissement sur le contrat pour continuer.',
    // The look-alike warning (swap/lookalike.ts): locked safety sentences.
    blockLookalike: 'Vérifiez l’adresse de destination : elle ressemble à une adresse que vous connaissez.',
    blockLookalikeRefund:
      'Vérifiez l’adresse de remboursement : elle ressemble à une adresse que vous connaissez.',
    lookalike: {
      warning:
        'Cette adresse commence et finit comme une adresse que vous connaissez, mais son milieu est différent. Des escrocs fabriquent de telles adresses pour qu’on les copie par erreur.',
      typed: 'Vous avez saisi',
      payout: 'Utilisée auparavant',
      refund: 'Votre adresse de remboursement précédente',
      wallet: 'Votre portefeuille connecté',
      middleStart: 'début de la partie différente :',
      middleEnd: 'fin de la partie différente.',
      confirm: 'J’ai vérifié chaque caractère : c’est une nouvelle adresse, pas celle que je connais.',
    },
    blockWalletOnly: 'Ce réseau exige un dépôt depuis un portefeuille.',
    blockConnect: 'Connectez votre portefeuille.',
    creating: 'Création de l’échange…',
    create: 'Créer l’échange',
    gettingQuote: 'Obtention d’une cotation…',
    onlyDigits: 'Uniquement des chiffres et un séparateur décimal.',
    noDecimals: '{token} n’a pas de décimales.',
    tooManyDecimals: {
      one: '{token} accepte au plus {count} décimale.',
      many: '{token} accepte au plus {count} de décimales.',
      other: '{token} accepte au plus {count} décimales.',
    },
    loadingLimits: 'Chargement des limites…',
    limits: 'Min. {min} {token} · Max. {max} {token}',
    tier: '{min}–{max} {token} : frais {percent} + {fixed} {token}',
    creatingSlow: 'Création de votre échange en cours… le service est lent.',
    createLost:
      'Le service n’a pas répondu : un échange a peut-être été créé sans que cette page le sache. Rien n’a été déposé, donc rien n’est perdu. Appuyez sur « {button} » pour créer un nouvel échange, et envoyez votre dépôt uniquement à celui qui s’affichera ensuite.',
    amountNegative: 'Le montant ne peut pas être négatif.',
    amountExponent: 'Écrivez le montant sans exposant (par ex. 0,001 et non 1e-3).',
    amountTooLarge: 'Ce montant est trop grand : il dépasse ce que {token} peut contenir.',
    blockAmountInvalid: 'Vérifiez le montant.',
    youSend: 'Vous envoyez',
    methodWalletShort: 'Mon portefeuille',
    methodAddressShort: 'Adresse de dépôt',
    useMyWallet: 'Utiliser l’adresse de mon portefeuille',
    recentAddresses: 'Déjà utilisées',
    useRecent: 'Utiliser {address}',
  },
  quote: {
    label: 'Cotation',
    youReceive: 'Vous recevez',
    minimumReceived: 'Minimum reçu',
    serviceFee: 'Frais de service',
    networkFee: 'Frais de réseau',
    totalFee: 'Frais totaux',
    rate: 'Taux',
    estimatedTime: 'Durée estimée',
    route: 'Route',
    reward: 'Récompense',
    refreshesIn: 'La cotation sera actualisée dans {seconds} s',
    enterAmount: 'Saisissez un montant pour voir ce que vous recevez.',
    fee: 'Frais {amount}',
    showDetails: 'Afficher le détail de la cotation',
    hideDetails: 'Masquer le détail de la cotation',
    feeTiers: 'Frais selon le montant',
    settings: 'Paramètres',
  },
  deposit: {
    title: 'Envoyez votre dépôt',
    titleNoAddress: 'Dépôt',
    noAddress:
      'Cet échange n’a pas d’adresse de dépôt. Les dépôts depuis {network} doivent être envoyés depuis un portefeuille connecté.',
    sendExactly: 'Envoyez exactement {amount} sur {network} à cette adresse :',
    qrLabel: 'QR code de l’adresse de dépôt {address}',
    addressLabel: 'Adresse de dépôt',
    copyAddress: 'Copier l’adresse',
    amountLabel: 'Montant',
    copyAmount: 'Copier le montant',
    warning:
      'N’envoyez que {token} sur {network}. Tout autre jeton, ou {token} sur un autre réseau, envoyé à cette adresse sera perdu.',
    incomplete: 'Les instructions de dépôt sont incomplètes (pas de montant exact).',
    disagree: 'Les instructions de dépôt se contredisent sur le montant à envoyer.',
    doNotSend: '{reason} N’envoyez rien pour cet échange ; commencez-en un nouveau.',
    waiting: 'En attente de votre dépôt',
    checkTitle: 'Vérifiez d’abord cet échange',
    notCreatedHere: 'Cet échange n’a pas été créé ici. Il verse les fonds à {address} sur {network}.',
    asksToSend: 'Il demande {amount} sur {network}.',
    confirmMine: 'J’ai vérifié que cette adresse est la mienne.',
    confirmContinue: 'Continuer',
    cannotCheck:
      'Portage ne peut pas vérifier cet échange par rapport aux réseaux qu’il connaît ({reason}) ; il n’affiche donc aucun moyen de le payer. N’envoyez rien pour cet échange ; commencez-en un nouveau.',
    cannotCheckReason: {
      network: 'son réseau source ne figure pas dans la liste',
      token: 'son jeton ne figure pas dans la liste de ce réseau',
      amount: 'son montant ne correspond pas au jeton',
      destination: 'il n’indique aucune adresse de versement',
    },
    tokenFacts: {
      decimals:
        'Les données de jetons propres à Portage indiquent que {token} sur {network} a {table} décimales, mais les listes de routes en indiquent {list} : le montant serait faux. Portage n’affiche aucun moyen de payer cet échange : n’envoyez rien pour lui ; commencez-en un nouveau.',
      contract:
        'Les données de jetons propres à Portage indiquent que {token} sur {network} est le contrat {table}, mais les listes de routes indiquent {list}. Portage n’affiche aucun moyen de payer cet échange : n’envoyez rien pour lui ; commencez-en un nouveau.',
      notNative:
        'Les données de jetons propres à Portage indiquent que {token} sur {network} est la monnaie native du réseau, mais les listes de routes indiquent le contrat {list}. Portage n’affiche aucun moyen de payer cet échange : n’envoyez rien pour lui ; commencez-en un nouveau.',
      native:
        'Les données de jetons propres à Portage indiquent que {token} sur {network} est le contrat {table}, mais les listes de routes indiquent la monnaie native du réseau. Portage n’affiche aucun moyen de payer cet échange : n’envoyez rien pour lui ; commencez-en un nouveau.',
      baseAsset:
        'Portage fixe {table} comme actif de base de {network}, mais les listes de routes donnent {list}. Portage n’affiche aucun moyen de payer cet échange : n’envoyez rien pour lui ; commencez-en un nouveau.',
      noBaseAsset:
        'Portage ne fixe aucun actif de base pour {network} : il ne peut pas vérifier en quoi un dépôt y est payé. Portage n’affiche aucun moyen de payer cet échange : n’envoyez rien pour lui ; commencez-en un nouveau.',
      unavailable:
        'Portage n’a pas pu charger ses propres données de jetons : il ne peut pas encore vérifier ce dépôt. N’envoyez rien tant qu’il ne le peut pas.',
    },
    swapId: 'Identifiant de l’échange',
    copySwapId: 'Copier l’identifiant de l’échange',
    youSend: 'Vous envoyez',
    onNetwork: 'sur {network}',
    fromLabel: 'Depuis',
    toLabel: 'Vers',
    networkLabel: 'Réseau',
    contractLabel: 'Contrat de dépôt',
    approveLabel: 'Approbation préalable',
    memoLabel: 'Numéro de l’échange',
  },
  swap: {
    loading: 'Chargement de l’échange',
    notFound: 'Cet échange est introuvable. Il appartient peut-être à un autre service ou a été supprimé.',
    loadFailed: 'Impossible de charger l’échange.',
    newSwap: 'Commencer un nouvel échange',
    lostContact:
      'Le contact avec le service est perdu. {problem} Votre échange se poursuit côté service ; cette page continue de vérifier.',
    loadRetrying: 'L’échange n’a pas encore pu être chargé. {problem} Nouvel essai…',
  },
  delivery: {
    checking: 'Vérification du paiement sur {network}…',
    delivered: 'Livré — vérifié sur {network}',
    minimumUnknown:
      'Le montant minimum n’était pas connu ici : l’adresse, le jeton et la confirmation ont été vérifiés, pas le montant.',
    notConfirmed: 'Non confirmé sur la chaîne : {differences}.',
    notFound: '{network} n’a aucune transaction {hash}',
    failed: 'la transaction a échoué',
    pending: 'la transaction n’est pas encore confirmée',
    otherRecipient: 'elle a payé {paid}, pas {expected}',
    noRecipient: 'elle n’a rien payé à {expected}',
    otherToken: 'elle a payé en {paid}, pas en {token}',
    nativeCoin: 'la monnaie native',
    lessThanMinimum: 'elle a payé {paid} {token}, moins que le minimum de {minimum} {token}',
    notChecked: 'Non vérifié sur la chaîne : {reason}',
    reasonNoReader: 'Portage ne peut pas lire la chaîne de {network}.',
    reasonNoNode: '{network} n’a aucun nœud que Portage puisse interroger.',
    reasonNodeError: 'le nœud de {network} n’a pas répondu.',
    reasonNoTransaction: 'le service n’a indiqué aucune transaction.',
    reasonNoRecipient: 'l’adresse de remboursement n’est pas connue ici.',
    historyDelivered: 'Livré — vérifié sur la chaîne',
    historyNotConfirmed: 'Non confirmé sur la chaîne',
    historyNotChecked: 'Non vérifié sur la chaîne',
    titleNotConfirmed: 'Le service indique que cet échange est terminé',
    serviceSaysSent: 'Le service dit avoir envoyé',
  },
  status: {
    failReason: {
      received_less_than_valid_range: 'Le dépôt était inférieur au minimum pour cette route.',
      received_more_than_valid_range: 'Le dépôt était supérieur au maximum pour cette route.',
      swap_route_unavailable: 'La route est devenue indisponible pendant le traitement de l’échange.',
      degraded_quote: 'Le prix s’est trop éloigné de la cotation avant que l’échange puisse être effectué.',
      quote_expired: 'Le dépôt est arrivé après l’expiration de l’échange.',
    },
    noReason: 'Le service n’a pas indiqué pourquoi.',
    reasonGiven: 'Raison donnée par le service : {reason}.',
    refunded: 'Remboursé',
    refundInProgress: 'Remboursement en cours',
    refundedText: 'L’échange n’a pas pu aboutir, et votre dépôt vous a été renvoyé.',
    refundingText: 'L’échange n’a pas pu aboutir. Votre dépôt est en cours de renvoi.',
    amountOn: '{amount} {token} sur {network}',
    feeDeducted: 'Frais de réseau déduits',
    to: 'Vers',
    refundTransaction: 'Transaction de remboursement',
    refundLater: 'La transaction de remboursement apparaîtra ici une fois envoyée, en {token}.',
    yourDeposit: 'Votre dépôt : {link}',
    failed: 'Échec de l’échange',
    expired: 'Échange expiré',
    cancelled: 'Échange annulé',
    notSwapped:
      'Votre dépôt de {amount} {token} sur {network} a été reçu mais pas échangé. Contactez le support avec l’identifiant d’échange ci-dessous pour qu’il vous soit renvoyé.',
    noFunds: 'Aucun fonds n’a été reçu pour cet échange.',
    expiredText:
      'Aucun dépôt n’est arrivé à temps, donc rien n’a été échangé. N’envoyez plus de fonds pour cet échange : si vous l’avez déjà fait, ils vous seront remboursés, moins les frais de réseau. Commencez un nouvel échange pour réessayer.',
    cancelledText: 'Cet échange a été annulé. Il ne se passera plus rien.',
    depositReceived: 'Dépôt reçu',
    depositSent: 'Dépôt envoyé',
    waitingDeposit: 'En attente de votre dépôt',
    confirmations: '{done}/{required} confirmations',
    sentFromWallet: 'Envoyé depuis votre portefeuille, en attente du réseau · {link}',
    notSeen: 'Le service n’a pas encore vu votre dépôt.',
    sending: 'Envoi de {token} sur {network}',
    serviceSending: 'Le service envoie vos fonds.',
    completed: 'Terminé',
    received: 'Reçu',
    titleCompleted: 'Échange terminé',
    titleInProgress: 'Échange en cours',
    unknownStatus: 'En cours ({status}).',
    fromExchange: 'Depuis la plateforme d’échange : {name}.',
    toExchange: 'Vers la plateforme d’échange : {name}.',
    elapsed: 'Écoulé : {time}',
    pending: 'en attente',
    opensExplorer: ' (ouvre l’explorateur)',
    youReceivedLabel: 'Vous avez reçu',
    onNetworkTo: 'sur {network} · vers {address}',
    forGas: '+ {amount} {token} pour le gas',
    sent: '{token} envoyé sur {network}',
    pairSummary: 'Vous envoyez {from} et recevez environ {to}',
    progress: 'Progression',
  },
  statusTime: {
    inStatus: 'À cette étape depuis {elapsed}, depuis {time}',
    inStatusSeen: 'À cette étape depuis au moins {elapsed} : vu ici pour la première fois à {time}',
    endedAt: 'Depuis {time}',
    endedSeen: 'Vu ici depuis {time}',
    sinceUnknown: 'Le service ne dit pas depuis quand l’échange est à cette étape.',
    next: {
      send_deposit: 'Ensuite : envoyez le dépôt. L’échange commence dès que {network} le confirme.',
      deposit_on_its_way: 'Ensuite : le service voit votre dépôt dès que {network} l’inclut dans un bloc.',
      confirm_deposit:
        'Ensuite : {network} confirme votre dépôt, puis le service envoie {token} sur {destination}.',
      delayed:
        'Ensuite : le service confirme votre dépôt, ce qui prend plus de temps qu’il ne le prévoyait. L’échange continue tout seul.',
      service_sends: 'Ensuite : le service vous envoie {token} sur {destination}.',
      refund_sends:
        'Ensuite : le service vous renvoie votre dépôt en {token} sur {network}, moins les frais de réseau du remboursement.',
      completed: 'Plus rien ne se passe : l’échange est terminé.',
      refunded: 'Plus rien ne se passe : le remboursement a été envoyé.',
      failed: 'Plus rien ne se passe de lui-même pour cet échange.',
      failed_deposit:
        'Plus rien ne se passe de lui-même pour cet échange. Pour récupérer votre dépôt, ouvrez l’Aide de cet échange.',
      expired: 'Plus rien ne se passe pour cet échange. N’envoyez pas de fonds pour lui.',
      cancelled: 'Plus rien ne se passe pour cet échange.',
      unknown:
        'Ensuite : le service indique une étape que Portage ne connaît pas. Portage continue de vérifier ; vous n’avez rien à faire.',
    },
    usually: 'Cela prend généralement {duration}.',
    usuallyRefund:
      'Le service ne donne pas de durée pour les remboursements ; les échanges sur cette route prennent généralement {duration}.',
    confirmationsSoFar: '{confirmations} pour l’instant ; la durée dépend des blocs de {network}.',
    slow: 'Cela prend plus de temps que d’habitude. Vous n’avez rien à faire pour l’instant : l’échange continue tout seul. Si cela reste ainsi, ouvrez l’Aide de cet échange.',
    expiresAt: 'Expire à {time} (dans {duration}). N’envoyez le dépôt qu’avant cette heure.',
    expiryPassed: 'Le délai de dépôt a pris fin à {time}. N’envoyez pas de fonds pour cet échange.',
    expiryUnknown:
      'Un échange qui ne reçoit aucun dépôt expire au bout d’un certain temps. N’envoyez le dépôt que tant que cet écran le demande.',
    refund: {
      toBeRefunded: 'À rembourser',
      amountAbout: 'environ {amount} {token} sur {network}, moins les frais de réseau du remboursement',
      amountUnknown: 'votre dépôt en {token} sur {network}, moins les frais de réseau du remboursement',
      feeUnknown: 'Non indiqués par le service ; ils sont prélevés sur le remboursement',
      gas: 'Les frais de réseau (gas) de l’envoi du remboursement sont prélevés sur le montant remboursé.',
      from: {
        refund: 'selon la transaction de remboursement',
        refund_address: 'l’adresse de remboursement que vous avez donnée',
        wallet: 'le portefeuille depuis lequel vous avez déposé',
        sender: 'l’adresse d’où venait votre dépôt',
      },
      toUnknown:
        'Pas encore connue : le service ne l’a pas dit, et ce navigateur n’a pas d’adresse de remboursement pour cet échange.',
    },
  },
  wallet: {
    connect: 'Connecter le portefeuille',
    connecting: 'Connexion…',
    walletsInBrowser: 'Portefeuilles dans ce navigateur',
    theNetwork: 'le réseau',
    stage: {
      preparing: 'Préparation du dépôt…',
      switching: 'Passage de votre portefeuille sur le bon réseau…',
      approving: 'Approuvez le jeton dans votre portefeuille…',
      'confirming-approval': 'En attente de la confirmation de l’approbation…',
      sending: 'Confirmez le dépôt dans votre portefeuille…',
      broadcasting: 'Envoi du dépôt signé au réseau…',
    },
    hashNotRecorded:
      'Portage n’a pas pu enregistrer ce dépôt dans ce navigateur. Conservez ce hash de transaction et n’envoyez pas ce dépôt une seconde fois.',
    copyHash: 'Copier le hash de transaction',
    willNotSign: '{reason} Portage ne demandera pas à votre portefeuille de le signer.',
    loading: 'Chargement de votre portefeuille…',
    interrupted:
      'Impossible de confirmer l’envoi de votre dépôt : la page a été fermée ou rechargée pendant que votre portefeuille vous demandait de signer. Vérifiez l’activité de votre portefeuille avant de renvoyer.',
    interruptedWithLink:
      'Impossible de confirmer l’envoi de votre dépôt : la page a été fermée ou rechargée pendant que votre portefeuille vous demandait de signer. Vérifiez l’activité de votre portefeuille ({link}) avant de renvoyer.',
    addressOnExplorer: 'votre adresse dans l’explorateur',
    checkedNothingSent: 'J’ai vérifié : rien n’a été envoyé',
    sendingInOtherTab:
      'Ce dépôt est en cours d’envoi depuis un autre onglet ou une autre fenêtre de cette page. Terminez-le là-bas ; cette page se mettra à jour une fois l’envoi fait.',
    wrongAccount:
      'Cet échange a été créé pour le compte {expected}, mais votre portefeuille est sur {actual}. Passez sur ce compte dans votre portefeuille pour envoyer le dépôt.',
    notRecorded:
      'Ce dépôt n’a pas pu être enregistré dans ce navigateur, donc Portage ne l’enverra pas d’ici : après un rechargement, il pourrait être envoyé deux fois. Rechargez la page ; si ce message reste affiché, n’envoyez rien et commencez un nouvel échange.',
    previewLabel: 'Ce que votre portefeuille va signer',
    previewing: 'Vérification de ce que votre portefeuille va vous demander de signer…',
    sendButton: 'Envoyer {amount} {token} depuis le portefeuille',
    panelWallet: 'Portefeuille {address}',
    balance: 'Solde {amount} {token}',
    balanceUnavailable: 'Solde indisponible',
    readingBalance: 'Lecture du solde…',
    max: 'Max',
    disconnect: 'Déconnecter',
  },
  walletError: {
    rejected:
      'Vous avez refusé la demande dans votre portefeuille. Rien n’a été envoyé ; vous pouvez réessayer.',
    insufficient_funds:
      'Votre portefeuille n’a pas assez pour envoyer ce montant et payer les frais de réseau.',
    wrong_chain: 'Votre portefeuille est sur un autre réseau. Passez-le sur {network} et réessayez.',
    wrong_network: 'Votre portefeuille est sur un autre réseau. Passez-le sur {network} et réessayez.',
    dropped:
      'Le réseau a abandonné la transaction avant de l’inclure. Vérifiez l’activité de votre portefeuille avant de réessayer.',
    reverted:
      'Le réseau a refusé la transaction, donc le montant n’a pas été envoyé (si elle était déjà dans un bloc, seuls les frais de réseau ont été dépensés).',
    failed_onchain:
      'Le dépôt a échoué sur {network}. Le montant n’a pas été envoyé ; seuls les frais de réseau ont été dépensés.',
    simulation_failed:
      'Le réseau refuserait cette transaction, elle n’a donc pas été envoyée. Rien n’est sorti de votre portefeuille.',
    blockhash_expired:
      'Le dépôt a expiré avant d’atteindre {network} (il a été signé il y a trop longtemps). Rien n’a été envoyé ; réessayez et approuvez-le dans votre portefeuille en moins d’une minute.',
    node_unreachable:
      'Portage n’a pas pu joindre {network}. Vérifiez votre connexion et réessayez ; si votre portefeuille indique le dépôt comme envoyé, attendez-le plutôt.',
    node_refused: '{network} a refusé le dépôt, donc rien n’a été envoyé.',
    broadcast_refused: 'Le réseau a refusé le dépôt. Rien n’a été envoyé.',
    not_connected: 'Votre portefeuille n’est pas connecté. Connectez-le et réessayez.',
    refused:
      'Portage a refusé de signer ce dépôt, car il ne correspond pas à ce que demande cet échange. Rien n’a été envoyé.',
    token_mismatch:
      'Le contrat du jeton sur {network}, lu via votre portefeuille, ne correspond pas au jeton de cet échange (ses décimales ou son symbole diffèrent) : Portage ne signera pas le dépôt. Rien n’a été envoyé.',
    wallet_changed:
      'Votre portefeuille a renvoyé une autre transaction que celle préparée par Portage, donc Portage ne l’a pas envoyée. Rien n’est sorti de votre portefeuille.',
    no_wallet:
      'Aucun portefeuille pour ce réseau n’a été trouvé dans ce navigateur. Installez-en un, puis rechargez la page.',
    wallet: 'Votre portefeuille n’a pas pu envoyer le dépôt. Vérifiez votre portefeuille et réessayez.',
    unknown: 'Votre portefeuille n’a pas pu envoyer le dépôt. Vérifiez votre portefeuille et réessayez.',
  },
  walletChooser: {
    title: 'Connecter un portefeuille {family}',
    searching: 'Recherche de portefeuilles {family} dans ce navigateur…',
    declined: 'Vous avez refusé la connexion dans {wallet}. Vous pouvez réessayer.',
    noAccount: '{wallet} n’a fourni aucune adresse. Déverrouillez-le et réessayez.',
    failed: '{wallet} n’a pas pu se connecter.',
    notInstalled: 'Non installé',
    empty: {
      solana:
        'Aucun portefeuille Solana n’a été trouvé dans ce navigateur. Installez ou activez un portefeuille Solana compatible avec Wallet Standard, puis rechargez cette page.',
      bitcoin:
        'Aucun portefeuille Bitcoin n’a été trouvé dans ce navigateur. Installez-en un compatible avec Sats Connect (comme Xverse), puis rechargez la page.',
      starknet:
        'Aucun portefeuille Starknet n’a été trouvé dans ce navigateur. Installez ou activez un portefeuille Starknet (comme Argent X ou Braavos), puis rechargez cette page.',
      tron: 'Aucun portefeuille Tron n’a été trouvé dans ce navigateur. Installez TronLink, puis rechargez cette page.',
      fuel: 'Aucun portefeuille Fuel n’a été trouvé dans ce navigateur. Installez ou déverrouillez un portefeuille Fuel, puis réessayez.',
    },
  },
} as const satisfies Messages;
