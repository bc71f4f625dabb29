import type { MessageTable } from '../i18n/server-messages';

/** What the back office's flash sale calls tell an operator, in every language of the shop. */
export const FLASH_SALE_MESSAGES: MessageTable = {
  // Problems with a field (core/admin/flash-sales.ts FlashSaleProblem codes).
  required: {
    en: 'Give the sale’s title in {language}: it is shown wherever a language has no title of its own.',
    fr: 'Indiquez le titre de la vente en {language} : il s’affiche partout où une langue n’a pas le sien.',
    ar: 'اكتب عنوان التخفيضات باللغة {language}: فهو الذي يظهر حين لا يكون للغة أخرى عنوانها الخاص.',
    tr: 'İndirimin başlığını {language} dilinde yazın: kendi başlığı olmayan dillerde bu gösterilir.',
    hi: 'सेल का शीर्षक {language} में दें: जिस भाषा का अपना शीर्षक न हो, वहाँ यही दिखता है।',
  },
  too_long: {
    en: 'A title is at most 191 characters.',
    fr: 'Un titre compte 191 caractères au plus.',
    ar: 'العنوان 191 حرفًا على الأكثر.',
    tr: 'Bir başlık en fazla 191 karakterdir.',
    hi: 'शीर्षक अधिकतम 191 अक्षरों का होता है।',
  },
  instant: {
    en: 'Give a date and a time.',
    fr: 'Indiquez une date et une heure.',
    ar: 'حدّد تاريخًا ووقتًا.',
    tr: 'Bir tarih ve saat girin.',
    hi: 'तारीख और समय दें।',
  },
  end_before_start: {
    en: 'The sale must end after it starts.',
    fr: 'La vente doit se terminer après son début.',
    ar: 'يجب أن تنتهي التخفيضات بعد أن تبدأ.',
    tr: 'İndirim başladıktan sonra bitmelidir.',
    hi: 'सेल शुरू होने के बाद ही ख़त्म होनी चाहिए।',
  },
  start_past: {
    en: 'The start must be in the future: shoppers never see a sale that began before it was opened.',
    fr: 'Le début doit être dans le futur : les clients ne voient jamais une vente commencée avant d’avoir été ouverte.',
    ar: 'يجب أن تكون البداية في المستقبل: لا يرى المتسوقون تخفيضات بدأت قبل أن تُفتح.',
    tr: 'Başlangıç gelecekte olmalıdır: alışveriş yapanlar açılmadan önce başlamış bir indirim görmez.',
    hi: 'शुरुआत भविष्य में होनी चाहिए: ख़रीदार कभी ऐसी सेल नहीं देखते जो खुलने से पहले शुरू हो चुकी हो।',
  },
  start_locked: {
    en: 'The sale is running: its start stays as it was. Change its end, or close it.',
    fr: 'La vente est en cours : son début reste tel quel. Modifiez sa fin, ou fermez-la.',
    ar: 'التخفيضات جارية: تبقى بدايتها كما هي. غيّر نهايتها أو أغلقها.',
    tr: 'İndirim sürüyor: başlangıcı olduğu gibi kalır. Bitişini değiştirin ya da kapatın.',
    hi: 'सेल चल रही है: इसकी शुरुआत जैसी थी वैसी रहेगी। इसका अंत बदलें, या इसे बंद करें।',
  },
  end_past: {
    en: 'The end must be in the future; to end the sale now, close it.',
    fr: 'La fin doit être dans le futur ; pour terminer la vente maintenant, fermez-la.',
    ar: 'يجب أن تكون النهاية في المستقبل؛ لإنهاء التخفيضات الآن، أغلقها.',
    tr: 'Bitiş gelecekte olmalıdır; indirimi şimdi bitirmek için kapatın.',
    hi: 'अंत भविष्य में होना चाहिए; सेल अभी ख़त्म करने के लिए इसे बंद करें।',
  },
  ended: {
    en: 'This sale has ended: it is kept as it ran and cannot be changed.',
    fr: 'Cette vente est terminée : elle est conservée telle qu’elle s’est déroulée et ne peut plus être modifiée.',
    ar: 'انتهت هذه التخفيضات: تُحفظ كما جرت ولا يمكن تغييرها.',
    tr: 'Bu indirim sona erdi: gerçekleştiği gibi saklanır ve değiştirilemez.',
    hi: 'यह सेल ख़त्म हो चुकी है: यह जैसी चली वैसी ही रखी जाती है और बदली नहीं जा सकती।',
  },
  overlap: {
    en: '{count} products of this sale are in another sale at those times, and a product has one sale price at a time. Choose other times, or wait for their sellers to take them out of one sale.',
    fr: '{count} produits de cette vente sont dans une autre vente à ces dates, et un produit n’a qu’un prix de vente à la fois. Choisissez d’autres dates, ou attendez que leurs vendeurs les retirent d’une des ventes.',
    ar: '{count} من منتجات هذه التخفيضات موجودة في تخفيضات أخرى في تلك الأوقات، وللمنتج سعر تخفيض واحد في كل مرة. اختر أوقاتًا أخرى، أو انتظر حتى يسحبها بائعوها من إحدى التخفيضات.',
    tr: 'Bu indirimdeki {count} ürün o saatlerde başka bir indirimde de var ve bir ürünün aynı anda tek indirim fiyatı olur. Başka saatler seçin ya da satıcılarının onları indirimlerden birinden çıkarmasını bekleyin.',
    hi: 'इस सेल के {count} उत्पाद उस समय किसी दूसरी सेल में भी हैं, और एक उत्पाद की एक समय में एक ही सेल कीमत होती है। दूसरा समय चुनें, या उनके विक्रेताओं के उन्हें किसी एक सेल से हटाने तक रुकें।',
  },
  overlap_one: {
    en: 'A product of this sale is in another sale at those times, and a product has one sale price at a time. Choose other times, or wait for its seller to take it out of one sale.',
    fr: 'Un produit de cette vente est dans une autre vente à ces dates, et un produit n’a qu’un prix de vente à la fois. Choisissez d’autres dates, ou attendez que son vendeur le retire d’une des ventes.',
    ar: 'أحد منتجات هذه التخفيضات موجود في تخفيضات أخرى في تلك الأوقات، وللمنتج سعر تخفيض واحد في كل مرة. اختر أوقاتًا أخرى، أو انتظر حتى يسحبه بائعه من إحدى التخفيضات.',
    tr: 'Bu indirimdeki bir ürün o saatlerde başka bir indirimde de var ve bir ürünün aynı anda tek indirim fiyatı olur. Başka saatler seçin ya da satıcısının onu indirimlerden birinden çıkarmasını bekleyin.',
    hi: 'इस सेल का एक उत्पाद उस समय किसी दूसरी सेल में भी है, और एक उत्पाद की एक समय में एक ही सेल कीमत होती है। दूसरा समय चुनें, या उसके विक्रेता के उसे किसी एक सेल से हटाने तक रुकें।',
  },
  // Races and missing rows.
  stale: {
    en: 'Someone else changed this sale since you opened it. Reload to see their change; nothing was saved.',
    fr: 'Quelqu’un d’autre a modifié cette vente depuis que vous l’avez ouverte. Rechargez pour voir sa modification ; rien n’a été enregistré.',
    ar: 'غيّر شخص آخر هذه التخفيضات منذ أن فتحتها. أعد التحميل لترى تغييره؛ لم يُحفظ شيء.',
    tr: 'Siz açtıktan sonra başka biri bu indirimi değiştirdi. Değişikliği görmek için yeniden yükleyin; hiçbir şey kaydedilmedi.',
    hi: 'आपके खोलने के बाद किसी और ने इस सेल को बदल दिया। उनका बदलाव देखने के लिए फिर से लोड करें; कुछ भी सहेजा नहीं गया।',
  },
  not_found: {
    en: 'This sale no longer exists. Reload the list.',
    fr: 'Cette vente n’existe plus. Rechargez la liste.',
    ar: 'لم تعد هذه التخفيضات موجودة. أعد تحميل القائمة.',
    tr: 'Bu indirim artık yok. Listeyi yeniden yükleyin.',
    hi: 'यह सेल अब मौजूद नहीं है। सूची फिर से लोड करें।',
  },
  // Done.
  sale_opened: {
    en: 'The flash sale “{title}” is opened; sellers may now put their products in it.',
    fr: 'La vente flash « {title} » est ouverte ; les vendeurs peuvent maintenant y placer leurs produits.',
    ar: 'فُتحت التخفيضات السريعة «{title}»؛ يمكن للبائعين الآن إضافة منتجاتهم إليها.',
    tr: '“{title}” flaş indirimi açıldı; satıcılar artık ürünlerini ekleyebilir.',
    hi: 'फ़्लैश सेल “{title}” खोली गई; विक्रेता अब अपने उत्पाद इसमें रख सकते हैं।',
  },
  sale_saved: {
    en: 'The flash sale “{title}” is saved; the storefront shows it within seconds.',
    fr: 'La vente flash « {title} » est enregistrée ; la boutique l’affiche dans quelques secondes.',
    ar: 'حُفظت التخفيضات السريعة «{title}»؛ تظهر في واجهة المتجر خلال ثوانٍ.',
    tr: '“{title}” flaş indirimi kaydedildi; mağaza birkaç saniye içinde gösterir.',
    hi: 'फ़्लैश सेल “{title}” सहेजी गई; दुकान कुछ सेकंड में इसे दिखाएगी।',
  },
  sale_ended: {
    en: 'The flash sale “{title}” has ended now: the storefront no longer lists it and its prices are back to normal.',
    fr: 'La vente flash « {title} » est terminée : la boutique ne l’affiche plus et ses prix sont revenus à la normale.',
    ar: 'انتهت التخفيضات السريعة «{title}» الآن: لم تعد واجهة المتجر تعرضها وعادت أسعارها إلى طبيعتها.',
    tr: '“{title}” flaş indirimi şimdi sona erdi: mağaza artık onu listelemiyor ve fiyatlar normale döndü.',
    hi: 'फ़्लैश सेल “{title}” अभी ख़त्म हुई: दुकान अब इसे नहीं दिखाती और इसकी कीमतें सामान्य हो गईं।',
  },
  sale_private: {
    en: 'The flash sale “{title}” is private now: the storefront no longer lists it. Edit it to make it public again.',
    fr: 'La vente flash « {title} » est maintenant privée : la boutique ne l’affiche plus. Modifiez-la pour la rendre de nouveau publique.',
    ar: 'أصبحت التخفيضات السريعة «{title}» خاصة: لم تعد واجهة المتجر تعرضها. عدّلها لتجعلها عامة من جديد.',
    tr: '“{title}” flaş indirimi artık gizli: mağaza onu listelemiyor. Yeniden herkese açık yapmak için düzenleyin.',
    hi: 'फ़्लैश सेल “{title}” अब निजी है: दुकान इसे नहीं दिखाती। फिर से सार्वजनिक करने के लिए इसे संपादित करें।',
  },
};
