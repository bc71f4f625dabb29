/**
 * Static pages in simple HTML (h2, p, ul/li) so the storefront can render them without a rich-text
 * library. Each language is written on its own, not word for word, the way a native editor would.
 */
import { type Localized } from './types';

export interface StaticPage {
  slug: string;
  title: Localized;
  body: Localized;
}

const html = (...parts: string[]): string => parts.join('');
const qa = (q: string, a: string): string => `<h2>${q}</h2><p>${a}</p>`;

export const STATIC_PAGES: StaticPage[] = [
  {
    slug: 'privacy-policy',
    title: { en: 'Privacy policy', fr: 'Politique de confidentialité', ar: 'سياسة الخصوصية', tr: 'Gizlilik Politikası', hi: 'गोपनीयता नीति' },
    body: {
      en: html(
        '<h2>Who we are</h2><p>Bazaario is an online marketplace where independent stores sell to customers in many countries. This policy explains what personal data we collect when you use our website and apps, why we collect it and what rights you have.</p>',
        '<h2>What we collect</h2><ul><li>Account details: your name, e-mail address, phone number and password.</li><li>Order details: delivery addresses, the products you buy and your payment status. Card numbers are handled by our payment partners and never stored by us.</li><li>Usage data: pages visited, searches and device information, collected with cookies.</li></ul>',
        '<h2>How we use it</h2><p>We use your data to process orders, deliver parcels, provide customer support, prevent fraud and, if you agree, send you our newsletter. We share only what is needed with the seller of your order, delivery companies and payment providers.</p>',
        '<h2>Your rights</h2><p>You can access, correct or delete your data at any time from your account or by writing to privacy@example.com. You may also object to marketing messages and withdraw your consent to cookies.</p>',
        '<h2>How long we keep it</h2><p>We keep order records for as long as the law requires and delete inactive accounts after three years.</p>',
      ),
      fr: html(
        '<h2>Qui sommes-nous ?</h2><p>Bazaario est une place de marché en ligne où des boutiques indépendantes vendent leurs produits à des clients dans de nombreux pays. La présente politique explique quelles données personnelles nous collectons lorsque vous utilisez notre site et nos applications, pourquoi nous les collectons et quels sont vos droits.</p>',
        '<h2>Données collectées</h2><ul><li>Données de compte : votre nom, votre adresse e-mail, votre numéro de téléphone et votre mot de passe.</li><li>Données de commande : adresses de livraison, produits achetés et statut du paiement. Les numéros de carte sont traités par nos partenaires de paiement et ne sont jamais conservés par nos soins.</li><li>Données de navigation : pages consultées, recherches et informations sur l\'appareil, collectées au moyen de cookies.</li></ul>',
        '<h2>Utilisation des données</h2><p>Nous utilisons vos données pour traiter les commandes, livrer les colis, assurer le service client, prévenir la fraude et, si vous l\'acceptez, vous envoyer notre newsletter. Nous ne partageons que le strict nécessaire avec le vendeur concerné, les transporteurs et les prestataires de paiement.</p>',
        '<h2>Vos droits</h2><p>Vous pouvez à tout moment accéder à vos données, les rectifier ou les supprimer depuis votre compte ou en écrivant à privacy@example.com. Vous pouvez également vous opposer aux messages commerciaux et retirer votre consentement aux cookies.</p>',
        '<h2>Durée de conservation</h2><p>Nous conservons les données de commande pendant la durée exigée par la loi et supprimons les comptes inactifs au bout de trois ans.</p>',
      ),
      ar: html(
        '<h2>من نحن</h2><p>Bazaario سوق إلكترونية تبيع من خلالها متاجر مستقلة منتجاتها لعملاء في بلدان عديدة. توضح هذه السياسة البيانات الشخصية التي نجمعها عند استخدامك لموقعنا وتطبيقاتنا، وسبب جمعها، والحقوق التي تتمتع بها.</p>',
        '<h2>البيانات التي نجمعها</h2><ul><li>بيانات الحساب: اسمك وبريدك الإلكتروني ورقم هاتفك وكلمة المرور.</li><li>بيانات الطلبات: عناوين التوصيل والمنتجات التي تشتريها وحالة الدفع. أما أرقام البطاقات فيعالجها شركاؤنا في الدفع، ولا نحتفظ بها أبدًا.</li><li>بيانات الاستخدام: الصفحات التي تزورها وعمليات البحث ومعلومات الجهاز، ونجمعها عبر ملفات تعريف الارتباط.</li></ul>',
        '<h2>كيف نستخدم بياناتك</h2><p>نستخدم بياناتك لمعالجة الطلبات وتوصيل الشحنات وتقديم خدمة العملاء ومنع الاحتيال، وكذلك لإرسال نشرتنا البريدية إذا وافقت على ذلك. ولا نشارك إلا ما يلزم مع البائع المعني وشركات التوصيل ومزودي خدمات الدفع.</p>',
        '<h2>حقوقك</h2><p>يمكنك في أي وقت الاطلاع على بياناتك أو تصحيحها أو حذفها من حسابك أو بمراسلتنا على privacy@example.com. كما يحق لك الاعتراض على الرسائل التسويقية وسحب موافقتك على ملفات تعريف الارتباط.</p>',
        '<h2>مدة الاحتفاظ بالبيانات</h2><p>نحتفظ بسجلات الطلبات طوال المدة التي يفرضها القانون، ونحذف الحسابات غير النشطة بعد ثلاث سنوات.</p>',
      ),
      tr: html(
        '<h2>Biz kimiz?</h2><p>Bazaario, bağımsız mağazaların birçok ülkedeki müşterilere ürün sattığı bir çevrim içi pazaryeridir. Bu politika, web sitemizi ve uygulamalarımızı kullandığınızda hangi kişisel verileri topladığımızı, bunları neden topladığımızı ve hangi haklara sahip olduğunuzu açıklar.</p>',
        '<h2>Topladığımız veriler</h2><ul><li>Hesap bilgileri: adınız, e-posta adresiniz, telefon numaranız ve şifreniz.</li><li>Sipariş bilgileri: teslimat adresleri, satın aldığınız ürünler ve ödeme durumu. Kart numaraları ödeme iş ortaklarımız tarafından işlenir ve tarafımızca asla saklanmaz.</li><li>Kullanım verileri: ziyaret edilen sayfalar, aramalar ve cihaz bilgileri; bunlar çerezler aracılığıyla toplanır.</li></ul>',
        '<h2>Verilerinizi nasıl kullanıyoruz?</h2><p>Verilerinizi siparişleri işlemek, kargoları teslim etmek, müşteri desteği sağlamak, dolandırıcılığı önlemek ve onay vermeniz hâlinde bültenimizi göndermek için kullanırız. Siparişinizin satıcısı, kargo şirketleri ve ödeme hizmeti sağlayıcılarıyla yalnızca gerekli olan bilgileri paylaşırız.</p>',
        '<h2>Haklarınız</h2><p>Verilerinize dilediğiniz zaman hesabınızdan veya privacy@example.com adresine yazarak erişebilir, bunları düzeltebilir ya da sildirebilirsiniz. Ayrıca pazarlama iletilerine itiraz edebilir ve çerezlere verdiğiniz onayı geri çekebilirsiniz.</p>',
        '<h2>Saklama süresi</h2><p>Sipariş kayıtlarını yasaların öngördüğü süre boyunca saklar, etkin olmayan hesapları üç yıl sonra sileriz.</p>',
      ),
      hi: html(
        '<h2>हम कौन हैं</h2><p>Bazaario एक ऑनलाइन मार्केटप्लेस है, जहाँ स्वतंत्र दुकानें कई देशों के ग्राहकों को अपने प्रोडक्ट बेचती हैं। यह नीति बताती है कि जब आप हमारी वेबसाइट और ऐप इस्तेमाल करते हैं, तो हम कौन-सी निजी जानकारी इकट्ठा करते हैं, क्यों करते हैं और इस पर आपके क्या अधिकार हैं।</p>',
        '<h2>हम कौन-सी जानकारी लेते हैं</h2><ul><li>खाते की जानकारी: आपका नाम, ई-मेल पता, फ़ोन नंबर और पासवर्ड।</li><li>ऑर्डर की जानकारी: डिलीवरी के पते, आपके ख़रीदे गए प्रोडक्ट और भुगतान की स्थिति। कार्ड नंबर हमारे भुगतान पार्टनर संभालते हैं, हम उन्हें कभी सेव नहीं करते।</li><li>इस्तेमाल की जानकारी: देखे गए पेज, सर्च और डिवाइस की जानकारी, जो कुकीज़ के ज़रिए ली जाती है।</li></ul>',
        '<h2>हम इसका इस्तेमाल कैसे करते हैं</h2><p>हम आपकी जानकारी का इस्तेमाल ऑर्डर पूरे करने, पार्सल पहुँचाने, ग्राहक सहायता देने, धोखाधड़ी रोकने और आपकी सहमति होने पर न्यूज़लेटर भेजने के लिए करते हैं। हम केवल ज़रूरी जानकारी ही संबंधित विक्रेता, डिलीवरी कंपनियों और भुगतान सेवा देने वालों के साथ साझा करते हैं।</p>',
        '<h2>आपके अधिकार</h2><p>आप कभी भी अपने खाते से या privacy@example.com पर लिखकर अपनी जानकारी देख, सुधार या हटा सकते हैं। आप मार्केटिंग संदेशों से मना कर सकते हैं और कुकीज़ के लिए दी गई सहमति वापस ले सकते हैं।</p>',
        '<h2>जानकारी कितने समय तक रखी जाती है</h2><p>हम ऑर्डर के रिकॉर्ड उतने समय तक रखते हैं जितना क़ानून के अनुसार ज़रूरी है, और निष्क्रिय खातों को तीन साल बाद हटा देते हैं।</p>',
      ),
    },
  },
  {
    slug: 'terms-and-conditions',
    title: { en: 'Terms and conditions', fr: 'Conditions générales de vente', ar: 'الشروط والأحكام', tr: 'Kullanım Koşulları', hi: 'नियम और शर्तें' },
    body: {
      en: html(
        '<h2>About these terms</h2><p>These terms apply to every purchase made on Bazaario. By creating an account or placing an order, you agree to them. Each product is sold by the independent store named on its page; Bazaario runs the platform, takes payment and supports you if something goes wrong.</p>',
        '<h2>Orders and prices</h2><ul><li>Prices are shown in US dollars and include applicable taxes unless stated otherwise.</li><li>An order is confirmed once payment is accepted, or straight away for cash on delivery.</li><li>If a product turns out to be unavailable, we cancel it and refund you in full.</li></ul>',
        '<h2>Vouchers</h2><p>A voucher can be used during its validity period, once the minimum spend is reached and within the usage limits shown. Vouchers cannot be exchanged for cash.</p>',
        '<h2>Cancellations</h2><p>You can cancel an order free of charge as long as it is still pending. After that, please follow our returns policy.</p>',
        '<h2>Liability and disputes</h2><p>We do our best to keep the service available and accurate, but we cannot guarantee that it will never be interrupted. If you are not satisfied, contact our support team first: most issues are solved within two business days.</p>',
      ),
      fr: html(
        '<h2>À propos des présentes conditions</h2><p>Les présentes conditions s\'appliquent à tout achat effectué sur Bazaario. En créant un compte ou en passant commande, vous les acceptez. Chaque produit est vendu par la boutique indépendante indiquée sur sa page ; Bazaario exploite la plateforme, encaisse le paiement et vous accompagne en cas de problème.</p>',
        '<h2>Commandes et prix</h2><ul><li>Les prix sont affichés en dollars américains, taxes applicables comprises, sauf mention contraire.</li><li>Une commande est confirmée dès l\'acceptation du paiement, ou immédiatement en cas de paiement à la livraison.</li><li>Si un produit se révèle indisponible, nous l\'annulons et vous remboursons intégralement.</li></ul>',
        '<h2>Codes promo</h2><p>Un code promo s\'utilise pendant sa période de validité, à partir du montant minimum d\'achat et dans les limites d\'utilisation indiquées. Les codes promo ne sont pas échangeables contre de l\'argent.</p>',
        '<h2>Annulations</h2><p>Vous pouvez annuler gratuitement une commande tant qu\'elle est en attente. Au-delà, veuillez suivre notre politique de retour.</p>',
        '<h2>Responsabilité et litiges</h2><p>Nous faisons tout notre possible pour que le service reste disponible et exact, sans toutefois pouvoir garantir qu\'il ne sera jamais interrompu. En cas d\'insatisfaction, contactez d\'abord notre service client : la plupart des demandes sont traitées en deux jours ouvrés.</p>',
      ),
      ar: html(
        '<h2>حول هذه الشروط</h2><p>تسري هذه الشروط على كل عملية شراء تتم عبر Bazaario، وبإنشائك حسابًا أو تقديمك طلبًا فإنك توافق عليها. يتولى بيعَ كل منتج المتجرُ المستقل المذكور في صفحته، بينما تدير Bazaario المنصة وتحصّل المدفوعات وتقدم لك الدعم إذا واجهتك أي مشكلة.</p>',
        '<h2>الطلبات والأسعار</h2><ul><li>تُعرض الأسعار بالدولار الأمريكي وتشمل الضرائب المطبقة ما لم يُذكر خلاف ذلك.</li><li>يُؤكَّد الطلب بمجرد قبول الدفع، أو فورًا عند اختيار الدفع عند الاستلام.</li><li>إذا تبيّن أن أحد المنتجات غير متوفر، نلغيه ونعيد إليك المبلغ كاملًا.</li></ul>',
        '<h2>القسائم</h2><p>يمكن استخدام القسيمة خلال مدة صلاحيتها، متى بلغ الطلب الحد الأدنى للشراء وفي حدود الاستخدام المبيّنة. ولا يمكن استبدال القسائم بمبالغ نقدية.</p>',
        '<h2>إلغاء الطلبات</h2><p>يمكنك إلغاء الطلب مجانًا ما دام قيد الانتظار، وبعد ذلك يُرجى اتباع سياسة الإرجاع لدينا.</p>',
        '<h2>المسؤولية والنزاعات</h2><p>نبذل قصارى جهدنا لضمان توفر الخدمة ودقتها، لكن لا يمكننا ضمان عدم انقطاعها أبدًا. وإن لم تكن راضيًا، فتواصل أولًا مع فريق الدعم لدينا، إذ تُحل معظم المشكلات خلال يومَي عمل.</p>',
      ),
      tr: html(
        '<h2>Bu koşullar hakkında</h2><p>Bu koşullar Bazaario üzerinden yapılan tüm alışverişler için geçerlidir. Hesap oluşturarak veya sipariş vererek bu koşulları kabul etmiş olursunuz. Her ürün, sayfasında adı geçen bağımsız mağaza tarafından satılır; Bazaario ise platformu işletir, ödemeyi alır ve bir sorun çıktığında size destek olur.</p>',
        '<h2>Siparişler ve fiyatlar</h2><ul><li>Aksi belirtilmedikçe fiyatlar ABD doları cinsindendir ve geçerli vergiler dahildir.</li><li>Sipariş, ödeme onaylandığında; kapıda ödemede ise hemen onaylanır.</li><li>Bir ürünün stokta olmadığı anlaşılırsa ürünü siparişten çıkarır ve ödemenizin tamamını iade ederiz.</li></ul>',
        '<h2>İndirim kuponları</h2><p>Kuponlar geçerlilik süresi içinde, asgari sepet tutarına ulaşıldığında ve belirtilen kullanım sınırları dahilinde kullanılabilir. Kuponlar nakde çevrilemez.</p>',
        '<h2>İptaller</h2><p>Siparişiniz beklemede olduğu sürece ücretsiz iptal edebilirsiniz. Sonrasında lütfen iade politikamızı izleyin.</p>',
        '<h2>Sorumluluk ve anlaşmazlıklar</h2><p>Hizmetin erişilebilir ve doğru olması için elimizden geleni yaparız, ancak hiçbir kesinti yaşanmayacağını garanti edemeyiz. Memnun kalmadığınız bir durumda önce destek ekibimize ulaşın: sorunların çoğu iki iş günü içinde çözülür.</p>',
      ),
      hi: html(
        '<h2>इन शर्तों के बारे में</h2><p>ये शर्तें Bazaario पर की गई हर ख़रीदारी पर लागू होती हैं। खाता बनाकर या ऑर्डर देकर आप इन्हें स्वीकार करते हैं। हर प्रोडक्ट उसके पेज पर बताई गई स्वतंत्र दुकान बेचती है; Bazaario प्लेटफ़ॉर्म चलाता है, भुगतान लेता है और कोई दिक़्क़त आने पर आपकी मदद करता है।</p>',
        '<h2>ऑर्डर और क़ीमतें</h2><ul><li>क़ीमतें अमेरिकी डॉलर में दिखाई जाती हैं और जब तक अलग से न बताया जाए, इनमें लागू टैक्स शामिल होते हैं।</li><li>भुगतान स्वीकार होते ही ऑर्डर कन्फ़र्म हो जाता है; कैश ऑन डिलीवरी में तुरंत।</li><li>अगर कोई प्रोडक्ट उपलब्ध न हो, तो हम उसे रद्द करके आपको पूरा पैसा लौटा देते हैं।</li></ul>',
        '<h2>वाउचर</h2><p>वाउचर उसकी वैधता अवधि में, न्यूनतम ख़रीद राशि पूरी होने पर और बताई गई सीमा के भीतर इस्तेमाल किया जा सकता है। वाउचर को नक़द में नहीं बदला जा सकता।</p>',
        '<h2>ऑर्डर रद्द करना</h2><p>जब तक ऑर्डर पेंडिंग है, आप उसे मुफ़्त में रद्द कर सकते हैं। उसके बाद कृपया हमारी रिटर्न नीति देखें।</p>',
        '<h2>ज़िम्मेदारी और विवाद</h2><p>हम सेवा को उपलब्ध और सही रखने की पूरी कोशिश करते हैं, लेकिन यह गारंटी नहीं दे सकते कि इसमें कभी रुकावट नहीं आएगी। अगर आप संतुष्ट नहीं हैं, तो पहले हमारी सहायता टीम से संपर्क करें: ज़्यादातर मामले दो कामकाजी दिनों में सुलझ जाते हैं।</p>',
      ),
    },
  },
  {
    slug: 'about-us',
    title: { en: 'About us', fr: 'À propos de nous', ar: 'من نحن', tr: 'Hakkımızda', hi: 'हमारे बारे में' },
    body: {
      en: html(
        '<h2>Our story</h2><p>Bazaario started in 2019 with a simple idea: small, independent shops deserve the same reach as the big brands. Today more than a thousand stores sell on Bazaario, from ceramic workshops in Anatolia to tech specialists in California.</p>',
        '<h2>What we believe in</h2><ul><li>Fair prices and honest product descriptions.</li><li>Fast, reliable delivery and easy returns.</li><li>Supporting makers and small businesses in every community we serve.</li></ul>',
        '<h2>Shopping in your language</h2><p>Our shop speaks English, French, Arabic, Turkish and Hindi, and our support team answers in all five.</p>',
        '<h2>Get in touch</h2><p>Questions, ideas or feedback? Write to hello@example.com. We read every message.</p>',
      ),
      fr: html(
        '<h2>Notre histoire</h2><p>Bazaario est née en 2019 d\'une idée simple : les petites boutiques indépendantes méritent la même visibilité que les grandes marques. Aujourd\'hui, plus d\'un millier de boutiques vendent sur Bazaario, des ateliers de céramique d\'Anatolie aux spécialistes de la high-tech en Californie.</p>',
        '<h2>Nos valeurs</h2><ul><li>Des prix justes et des descriptions de produits honnêtes.</li><li>Une livraison rapide et fiable, et des retours faciles.</li><li>Le soutien aux artisans et aux petites entreprises partout où nous sommes présents.</li></ul>',
        '<h2>Vos achats dans votre langue</h2><p>Notre boutique parle anglais, français, arabe, turc et hindi, et notre service client vous répond dans ces cinq langues.</p>',
        '<h2>Nous contacter</h2><p>Une question, une idée, une remarque ? Écrivez-nous à hello@example.com : nous lisons tous les messages.</p>',
      ),
      ar: html(
        '<h2>قصتنا</h2><p>انطلقت Bazaario عام 2019 من فكرة بسيطة: المتاجر الصغيرة والمستقلة تستحق أن تصل إلى الناس كما تصل إليهم العلامات التجارية الكبرى. واليوم يبيع أكثر من ألف متجر عبر Bazaario، من ورش الخزف في الأناضول إلى متاجر التقنية المتخصصة في كاليفورنيا.</p>',
        '<h2>ما نؤمن به</h2><ul><li>أسعار عادلة وأوصاف صادقة للمنتجات.</li><li>توصيل سريع وموثوق وإرجاع سهل.</li><li>دعم الحرفيين والمشاريع الصغيرة في كل مجتمع نخدمه.</li></ul>',
        '<h2>تسوّق بلغتك</h2><p>يتحدث متجرنا الإنجليزية والفرنسية والعربية والتركية والهندية، ويرد فريق الدعم لدينا باللغات الخمس.</p>',
        '<h2>تواصل معنا</h2><p>لديك سؤال أو فكرة أو ملاحظة؟ راسلنا على hello@example.com، فنحن نقرأ كل رسالة.</p>',
      ),
      tr: html(
        '<h2>Hikâyemiz</h2><p>Bazaario, 2019 yılında basit bir fikirle yola çıktı: Küçük ve bağımsız mağazalar da büyük markalar kadar geniş kitlelere ulaşmayı hak ediyor. Bugün Anadolu\'daki seramik atölyelerinden Kaliforniya\'daki teknoloji uzmanlarına kadar binden fazla mağaza Bazaario\'da satış yapıyor.</p>',
        '<h2>İnandığımız değerler</h2><ul><li>Adil fiyatlar ve dürüst ürün açıklamaları.</li><li>Hızlı, güvenilir teslimat ve kolay iade.</li><li>Hizmet verdiğimiz her toplulukta üreticilere ve küçük işletmelere destek.</li></ul>',
        '<h2>Kendi dilinizde alışveriş</h2><p>Mağazamız İngilizce, Fransızca, Arapça, Türkçe ve Hintçe konuşuyor; destek ekibimiz de bu beş dilde yanıt veriyor.</p>',
        '<h2>Bize ulaşın</h2><p>Sorunuz, fikriniz ya da öneriniz mi var? hello@example.com adresine yazın; her mesajı okuyoruz.</p>',
      ),
      hi: html(
        '<h2>हमारी कहानी</h2><p>Bazaario की शुरुआत 2019 में एक सीधे-से विचार के साथ हुई: छोटी और स्वतंत्र दुकानों को भी बड़े ब्रांडों जितनी पहुँच मिलनी चाहिए। आज अनातोलिया की सिरेमिक वर्कशॉप से लेकर कैलिफ़ोर्निया के टेक विशेषज्ञों तक, एक हज़ार से ज़्यादा दुकानें Bazaario पर सामान बेचती हैं।</p>',
        '<h2>हम किन बातों में विश्वास करते हैं</h2><ul><li>सही दाम और प्रोडक्ट की सच्ची जानकारी।</li><li>तेज़, भरोसेमंद डिलीवरी और आसान रिटर्न।</li><li>जिन समुदायों में हम सेवा देते हैं, वहाँ के कारीगरों और छोटे कारोबारों का साथ।</li></ul>',
        '<h2>अपनी भाषा में ख़रीदारी</h2><p>हमारी दुकान अंग्रेज़ी, फ़्रेंच, अरबी, तुर्की और हिंदी बोलती है, और हमारी सहायता टीम इन पाँचों भाषाओं में जवाब देती है।</p>',
        '<h2>संपर्क करें</h2><p>कोई सवाल, सुझाव या राय? hello@example.com पर लिखें। हम हर संदेश पढ़ते हैं।</p>',
      ),
    },
  },
  {
    slug: 'shipping-and-returns',
    title: { en: 'Shipping and returns', fr: 'Livraison et retours', ar: 'الشحن والإرجاع', tr: 'Kargo ve İade', hi: 'शिपिंग और रिटर्न' },
    body: {
      en: html(
        '<h2>Delivery</h2><p>Orders are prepared by the seller and usually ship within two business days. Delivery times and prices depend on your address and are shown at checkout, before you pay.</p><ul><li>Standard delivery: 3 to 6 business days.</li><li>Express delivery: 1 to 2 business days in major cities.</li><li>Pickup points: collect your parcel at a partner location, often for a lower fee.</li></ul>',
        '<h2>Tracking your order</h2><p>As soon as your parcel leaves the store, you receive an e-mail with a tracking code. You can follow it at any time on the Track order page.</p>',
        '<h2>Returns</h2><p>You have 30 days from delivery to return most items. Products must be unused and in their original packaging. For hygiene reasons, food, opened cosmetics and earrings cannot be returned.</p>',
        '<h2>Refunds</h2><p>Once the seller receives your return, we refund you within five business days using your original payment method. Orders paid in cash on delivery are refunded by bank transfer.</p>',
      ),
      fr: html(
        '<h2>Livraison</h2><p>Les commandes sont préparées par le vendeur et expédiées en général sous deux jours ouvrés. Les délais et frais de livraison dépendent de votre adresse et sont indiqués lors de la commande, avant le paiement.</p><ul><li>Livraison standard : 3 à 6 jours ouvrés.</li><li>Livraison express : 1 à 2 jours ouvrés dans les grandes villes.</li><li>Points relais : retirez votre colis chez un partenaire, souvent à moindre coût.</li></ul>',
        '<h2>Suivi de commande</h2><p>Dès que votre colis quitte la boutique, vous recevez un e-mail avec un numéro de suivi. Vous pouvez le suivre à tout moment sur la page Suivre ma commande.</p>',
        '<h2>Retours</h2><p>Vous disposez de 30 jours à compter de la livraison pour retourner la plupart des articles. Les produits doivent être inutilisés et dans leur emballage d\'origine. Pour des raisons d\'hygiène, les produits alimentaires, les cosmétiques ouverts et les boucles d\'oreilles ne sont ni repris ni échangés.</p>',
        '<h2>Remboursements</h2><p>Dès que le vendeur a reçu votre retour, nous vous remboursons sous cinq jours ouvrés sur le moyen de paiement utilisé lors de l\'achat. Les commandes réglées à la livraison sont remboursées par virement bancaire.</p>',
      ),
      ar: html(
        '<h2>التوصيل</h2><p>يجهّز البائع الطلبات، وتُشحن عادةً خلال يومَي عمل. وتعتمد مدة التوصيل وتكلفته على عنوانك، وتظهر لك عند إتمام الطلب قبل الدفع.</p><ul><li>التوصيل العادي: من 3 إلى 6 أيام عمل.</li><li>التوصيل السريع: من يوم إلى يومَي عمل في المدن الكبرى.</li><li>نقاط الاستلام: استلم طردك من أحد المواقع الشريكة، وغالبًا بتكلفة أقل.</li></ul>',
        '<h2>تتبع طلبك</h2><p>بمجرد خروج طردك من المتجر، تصلك رسالة بريد إلكتروني تتضمن رمز التتبع، ويمكنك متابعته في أي وقت من صفحة تتبع الطلب.</p>',
        '<h2>الإرجاع</h2><p>لديك 30 يومًا من تاريخ التسليم لإرجاع معظم المنتجات، بشرط أن تكون غير مستخدمة وفي عبوتها الأصلية. ولا يمكن إرجاع المواد الغذائية ومستحضرات التجميل المفتوحة والأقراط لأسباب صحية.</p>',
        '<h2>استرداد المبالغ</h2><p>بعد أن يستلم البائع المنتج المرتجع، نعيد إليك المبلغ خلال خمسة أيام عمل بطريقة الدفع نفسها. أما الطلبات المدفوعة عند الاستلام فيُعاد مبلغها بتحويل بنكي.</p>',
      ),
      tr: html(
        '<h2>Teslimat</h2><p>Siparişler satıcı tarafından hazırlanır ve genellikle iki iş günü içinde kargoya verilir. Teslimat süresi ve ücreti adresinize göre değişir ve ödeme yapmadan önce sipariş adımında gösterilir.</p><ul><li>Standart teslimat: 3-6 iş günü.</li><li>Hızlı teslimat: büyük şehirlerde 1-2 iş günü.</li><li>Teslim noktaları: kargonuzu anlaşmalı bir noktadan, çoğu zaman daha düşük bir ücretle teslim alın.</li></ul>',
        '<h2>Sipariş takibi</h2><p>Kargonuz mağazadan çıkar çıkmaz takip kodunu içeren bir e-posta alırsınız. Kargonuzu istediğiniz zaman Sipariş Takibi sayfasından izleyebilirsiniz.</p>',
        '<h2>İade</h2><p>Çoğu ürünü teslimattan itibaren 30 gün içinde iade edebilirsiniz. Ürünlerin kullanılmamış ve orijinal ambalajında olması gerekir. Hijyen nedeniyle gıda ürünleri, açılmış kozmetik ürünleri ve küpeler iade alınmaz.</p>',
        '<h2>Para iadesi</h2><p>İade ettiğiniz ürün satıcıya ulaştıktan sonra ödemeniz beş iş günü içinde aynı ödeme yöntemiyle iade edilir. Kapıda ödemeli siparişlerin iadesi banka havalesiyle yapılır.</p>',
      ),
      hi: html(
        '<h2>डिलीवरी</h2><p>ऑर्डर विक्रेता तैयार करते हैं और आम तौर पर दो कामकाजी दिनों के भीतर भेज दिए जाते हैं। डिलीवरी का समय और शुल्क आपके पते पर निर्भर करता है और भुगतान से पहले चेकआउट पर दिखाया जाता है।</p><ul><li>स्टैंडर्ड डिलीवरी: 3 से 6 कामकाजी दिन।</li><li>एक्सप्रेस डिलीवरी: बड़े शहरों में 1 से 2 कामकाजी दिन।</li><li>पिकअप पॉइंट: अपना पार्सल किसी पार्टनर लोकेशन से लें, अक्सर कम शुल्क में।</li></ul>',
        '<h2>अपना ऑर्डर ट्रैक करें</h2><p>जैसे ही आपका पार्सल दुकान से निकलता है, आपको ट्रैकिंग कोड के साथ एक ई-मेल मिलता है। आप इसे कभी भी ऑर्डर ट्रैक करें पेज पर देख सकते हैं।</p>',
        '<h2>रिटर्न</h2><p>ज़्यादातर सामान डिलीवरी के 30 दिनों के भीतर लौटाया जा सकता है। प्रोडक्ट बिना इस्तेमाल किए हुए और अपनी असली पैकेजिंग में होने चाहिए। साफ़-सफ़ाई के कारणों से खाने-पीने का सामान, खुले हुए कॉस्मेटिक्स और ईयररिंग्स वापस नहीं लिए जाते।</p>',
        '<h2>रिफ़ंड</h2><p>विक्रेता को लौटाया गया सामान मिलते ही हम पाँच कामकाजी दिनों के भीतर उसी भुगतान तरीक़े से पैसा लौटा देते हैं। कैश ऑन डिलीवरी वाले ऑर्डर का रिफ़ंड बैंक ट्रांसफ़र से किया जाता है।</p>',
      ),
    },
  },
  {
    slug: 'faq',
    title: { en: 'Frequently asked questions', fr: 'Questions fréquentes', ar: 'الأسئلة الشائعة', tr: 'Sıkça Sorulan Sorular', hi: 'अक्सर पूछे जाने वाले सवाल' },
    body: {
      en: html(
        qa('How do I track my order?', 'Open the Track order page and enter the tracking code from your confirmation e-mail. You will see the current status and the estimated delivery date.'),
        qa('Which payment methods do you accept?', 'Credit and debit cards, PayPal, cash on delivery in selected countries, and bank transfer.'),
        qa('Can I cancel my order?', 'Yes, as long as it is still pending. Go to My orders, open the order and choose Cancel.'),
        qa('How do vouchers work?', 'Enter the code at checkout. The discount applies if your order reaches the minimum spend and the voucher is still valid.'),
        qa('How do I return a product?', 'Contact us within 30 days of delivery with your order number. You will find all the conditions on the Shipping and returns page.'),
        qa('How can I sell on Bazaario?', 'Click Become a seller, fill in the form and confirm your e-mail address. Our team reviews every application and lets you know by e-mail as soon as your store is approved.'),
      ),
      fr: html(
        qa('Comment suivre ma commande ?', 'Rendez-vous sur la page Suivre ma commande et saisissez le numéro de suivi reçu dans l\'e-mail de confirmation. Vous verrez le statut de votre commande et la date de livraison estimée.'),
        qa('Quels moyens de paiement acceptez-vous ?', 'Les cartes de crédit et de débit, PayPal, le paiement à la livraison dans certains pays et le virement bancaire.'),
        qa('Puis-je annuler ma commande ?', 'Oui, tant qu\'elle est en attente. Allez dans Mes commandes, ouvrez la commande et choisissez Annuler.'),
        qa('Comment fonctionnent les codes promo ?', 'Saisissez le code au moment de payer. La réduction s\'applique si votre commande atteint le montant minimum et si le code est toujours valable.'),
        qa('Comment retourner un produit ?', 'Contactez-nous dans les 30 jours suivant la livraison en indiquant votre numéro de commande. Toutes les conditions figurent sur la page Livraison et retours.'),
        qa('Comment vendre sur Bazaario ?', 'Cliquez sur Devenir vendeur, remplissez le formulaire et confirmez votre adresse e-mail. Notre équipe étudie chaque candidature et vous prévient par e-mail dès que votre boutique est validée.'),
      ),
      ar: html(
        qa('كيف أتتبع طلبي؟', 'افتح صفحة تتبع الطلب وأدخل رمز التتبع الوارد في رسالة التأكيد، وسترى حالة الطلب الحالية وموعد التسليم المتوقع.'),
        qa('ما طرق الدفع المتاحة؟', 'البطاقات الائتمانية وبطاقات الخصم المباشر وPayPal والدفع عند الاستلام في بعض الدول، إضافةً إلى التحويل البنكي.'),
        qa('هل يمكنني إلغاء طلبي؟', 'نعم، ما دام الطلب قيد الانتظار. انتقل إلى طلباتي وافتح الطلب ثم اختر إلغاء.'),
        qa('كيف تعمل القسائم؟', 'أدخل رمز القسيمة عند إتمام الطلب، وسيُطبَّق الخصم إذا بلغ طلبك الحد الأدنى للشراء وكانت القسيمة لا تزال صالحة.'),
        qa('كيف أُرجع منتجًا؟', 'تواصل معنا خلال 30 يومًا من التسليم مع ذكر رقم الطلب، وستجد جميع الشروط في صفحة الشحن والإرجاع.'),
        qa('كيف أبيع على Bazaario؟', 'اضغط على كن بائعًا واملأ النموذج ثم أكّد بريدك الإلكتروني. يراجع فريقنا كل طلب انضمام ويبلغك عبر البريد الإلكتروني فور اعتماد متجرك.'),
      ),
      tr: html(
        qa('Siparişimi nasıl takip ederim?', 'Sipariş Takibi sayfasını açın ve onay e-postanızdaki takip kodunu girin. Siparişinizin güncel durumunu ve tahmini teslim tarihini göreceksiniz.'),
        qa('Hangi ödeme yöntemlerini kabul ediyorsunuz?', 'Kredi ve banka kartları, PayPal, bazı ülkelerde kapıda ödeme ve banka havalesi.'),
        qa('Siparişimi iptal edebilir miyim?', 'Evet, siparişiniz beklemede olduğu sürece. Siparişlerim sayfasına gidin, siparişi açın ve İptal Et\'i seçin.'),
        qa('İndirim kuponları nasıl çalışır?', 'Kupon kodunu ödeme adımında girin. Siparişiniz asgari tutara ulaşıyorsa ve kupon hâlâ geçerliyse indirim uygulanır.'),
        qa('Bir ürünü nasıl iade ederim?', 'Teslimattan sonraki 30 gün içinde sipariş numaranızla bize ulaşın. Tüm koşulları Kargo ve İade sayfasında bulabilirsiniz.'),
        qa('Bazaario\'da nasıl satış yapabilirim?', 'Satıcı Ol\'a tıklayın, formu doldurun ve e-posta adresinizi doğrulayın. Ekibimiz her başvuruyu inceler ve mağazanız onaylandığında size e-postayla haber verir.'),
      ),
      hi: html(
        qa('मैं अपना ऑर्डर कैसे ट्रैक करूँ?', 'ऑर्डर ट्रैक करें पेज खोलें और कन्फ़र्मेशन ई-मेल में मिला ट्रैकिंग कोड डालें। आपको ऑर्डर की मौजूदा स्थिति और डिलीवरी की अनुमानित तारीख़ दिख जाएगी।'),
        qa('आप कौन-कौन से भुगतान तरीक़े स्वीकार करते हैं?', 'क्रेडिट और डेबिट कार्ड, PayPal, कुछ देशों में कैश ऑन डिलीवरी और बैंक ट्रांसफ़र।'),
        qa('क्या ऑर्डर रद्द किया जा सकता है?', 'हाँ, जब तक ऑर्डर पेंडिंग है। मेरे ऑर्डर में जाएँ, ऑर्डर खोलें और रद्द करें चुनें।'),
        qa('वाउचर कैसे काम करते हैं?', 'चेकआउट पर वाउचर कोड डालें। अगर आपका ऑर्डर न्यूनतम राशि तक पहुँचता है और वाउचर अभी मान्य है, तो छूट लागू हो जाएगी।'),
        qa('किसी प्रोडक्ट को कैसे लौटाएँ?', 'डिलीवरी के 30 दिनों के भीतर अपने ऑर्डर नंबर के साथ हमसे संपर्क करें। सभी शर्तें शिपिंग और रिटर्न पेज पर दी गई हैं।'),
        qa('Bazaario पर सामान कैसे बेचें?', 'विक्रेता बनें पर क्लिक करें, फ़ॉर्म भरें और अपना ई-मेल पता कन्फ़र्म करें। हमारी टीम हर आवेदन की जाँच करती है और आपकी दुकान मंज़ूर होते ही आपको ई-मेल से बता देती है।'),
      ),
    },
  },
];
